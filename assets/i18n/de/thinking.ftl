# Das Fenster, während der Computer nachdenkt. $who ist „Weiß · Computer Stufe 3 (Korporal)“.
thinking-no-move = kein Zug
thinking-plays-paused = { $who } wählt { $mv } (Pause)
thinking-plays-waiting = { $who } wählt { $mv } (wartet)
thinking-thinking = { $who } denkt nach…
thinking-depth-best = Suche: Tiefe { $depth } · ihr bester Zug { $best } · { $score }
thinking-nodes = { $nodes } Knoten · { $seconds } s
thinking-depth-zero = Tiefe 0
thinking-move-now = Jetzt ziehen
thinking-move-now-hover = Nachdenken beenden und den besten bisher gefundenen Zug spielen
thinking-not-the-best = Auf dieser Stufe spielt der Computer nicht immer den besten Zug der Suche.
thinking-score-hover = Bewertungen zählen Steine aus der Sicht von Weiß: über 0 steht Weiß besser, unter 0 Schwarz.
