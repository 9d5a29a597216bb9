# Die Frage beim Start nach einer unbeendeten, automatisch gespeicherten Partie.
resume-title = Unbeendete Partie fortsetzen?
resume-about = Weiß { $white } gegen Schwarz { $black } · { $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    } · gespeichert { $saved }
resume-resume = Fortsetzen
resume-new-game = Neue Partie
resume-new-game-hover = Die automatisch gespeicherte Partie wird verworfen
