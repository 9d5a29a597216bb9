# Das Fenster „Zuschauen“, während der Computer beide Seiten spielt.
watch-title = Zuschauen
watch-white = Weiß: { $player }
watch-black = Schwarz: { $player }
watch-ply = Halbzug { $ply }
watch-ply-of = Halbzug { $ply } von { $limit }
watch-resume = Weiter
watch-pause = Pause
watch-step = Einzelzug
watch-step-hover = Einen Zug spielen
watch-restart = Neustart
watch-restart-hover = Dieselben Spieler von vorn
watch-delay = Pause zwischen Zügen:
watch-animation = Animation:
watch-ply-limit = Halbzuglimit:
watch-ply-limit-hover = Remis nach so vielen Halbzügen (0: keins); ab der nächsten Partie
watch-endless = Endlos: nächste Partie von selbst
watch-clear-scores = Punkte löschen
watch-scores-after = Stand nach { $games } { $games ->
        [one] Partie
       *[other] Partien
    }
watch-won = gewonnen
watch-drawn = remis
watch-lost = verloren
watch-white-row = Als Weiß, jede Stufe
watch-white-row-hover = Die Partien aus der Sicht von Weiß, gleich welche Stufe Weiß spielte: hilft der erste Zug?
