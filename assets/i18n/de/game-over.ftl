# Das Fenster „Partie vorbei“.
game-over-title = Partie vorbei
game-over-players = Weiß: { $white } · Schwarz: { $black } · { $plies ->
        [one] 1 Halbzug
       *[other] { $plies } Halbzüge
    }
game-over-new-game = Neue Partie…
game-over-rematch = Revanche
game-over-rematch-hover = Dieselben Spieler, Farben getauscht
game-over-review = Auswerten
game-over-review-hover = Sehen, wo die Partie kippte: der Computer bewertet jeden Zug
