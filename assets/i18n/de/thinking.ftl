# Das Fenster, während der Computer nachdenkt. $who ist „Weiß · Computer Stufe 3 (Korporal)“.
thinking-no-move = kein Zug
thinking-plays-paused = { $who } spielt { $mv } (Pause)
thinking-plays-waiting = { $who } spielt { $mv } (wartet)
thinking-thinking = { $who } denkt nach…
thinking-depth-best = Tiefe { $depth } · bester Zug { $best } · { $score }
thinking-nodes = { $nodes } Knoten · { $seconds } s
thinking-depth-zero = Tiefe 0
thinking-move-now = Jetzt ziehen
thinking-move-now-hover = Nachdenken beenden und den besten bisher gefundenen Zug spielen
