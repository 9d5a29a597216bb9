# Das Fenster „Züge“: die Zugliste, Zurückblättern, Zurücknehmen und Wiederholen, und die Fenster der Partie.
moves-title = Züge
moves-live = Laufende Partie · Halbzug { $ply }
# $position ist labels-start-position oder labels-after-move.
moves-looking-back = RÜCKBLICK: { $position } (Halbzug { $shown } von { $live })
moves-board-locked = Das Brett ist gesperrt: gezogen wird in der laufenden Stellung.
moves-back-to-game = Zurück zur Partie
moves-play-on = Von hier weiterspielen
moves-play-on-hover = Die späteren Züge zurücknehmen (Wiederholen holt sie zurück)
moves-first = Zum Anfang (Pos1)
moves-back = Zurück (Pfeil links)
moves-forward = Vor (Pfeil rechts)
moves-last = Zum Ende (Ende)
moves-undo = Zurück
moves-undo-hover = Den letzten Zug zurücknehmen (Strg+Z)
moves-undo-online = Online: im Fenster „Online“ um Zurücknahme bitten
moves-redo = Wiederholen
moves-redo-hover = Den zurückgenommenen Zug wieder spielen (Strg+Y)
moves-save = Speichern…
moves-save-key = Strg+S
moves-open = Öffnen…
moves-open-key = Strg+O
moves-text = Text…
moves-settings = Einstellungen…
moves-review = Auswertung…
moves-review-hover = Der Computer bewertet jeden Zug: eine Kurve, Fehler, bessere Züge
# Die erste Zeile der Liste: die Stellung vor dem ersten Zug.
moves-start = Anfang
