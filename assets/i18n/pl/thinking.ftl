# Panel, gdy komputer myśli. $who to „Białe · Komputer, poziom 3 (Kapral)”.
thinking-no-move = brak ruchu
thinking-plays-paused = { $who } wybiera { $mv } (pauza)
thinking-plays-waiting = { $who } wybiera { $mv } (czeka)
thinking-thinking = { $who } myśli…
thinking-depth-best = szukanie: głębokość { $depth } · jego najlepszy { $best } · { $score }
thinking-nodes = węzły: { $nodes } · { $seconds } s
thinking-depth-zero = głębokość 0
thinking-move-now = Graj teraz
thinking-move-now-hover = Przerwij myślenie i zagraj najlepszy dotąd znaleziony ruch
thinking-not-the-best = Na tym poziomie komputer nie zawsze gra najlepszy ruch z szukania.
thinking-score-hover = Oceny liczą piony z punktu widzenia białych: powyżej 0 lepiej stoją białe, poniżej 0 czarne.
