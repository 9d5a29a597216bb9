# Panel, gdy komputer myśli. $who to „Białe · Komputer, poziom 3 (Kapral)”.
thinking-no-move = brak ruchu
thinking-plays-paused = { $who } gra { $mv } (pauza)
thinking-plays-waiting = { $who } gra { $mv } (czeka)
thinking-thinking = { $who } myśli…
thinking-depth-best = głębokość { $depth } · najlepszy { $best } · { $score }
thinking-nodes = węzły: { $nodes } · { $seconds } s
thinking-depth-zero = głębokość 0
thinking-move-now = Graj teraz
thinking-move-now-hover = Przerwij myślenie i zagraj najlepszy dotąd znaleziony ruch
