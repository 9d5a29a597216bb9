# Panel „Analiza”: ocena i najlepszy wariant silnika oraz podpowiedź.
analysis-title = Analiza
analysis-analyse = Analizuj
analysis-analyse-hover = Jak silnik ocenia pozycję na planszy
analysis-hint = Podpowiedź
analysis-hint-hover = Pokaż ruch, który komputer wybrałby za ciebie
analysis-hint-move = Podpowiedź: { $mv }
analysis-depth = głębokość { $depth } · węzły: { $nodes }
analysis-depth-done = głębokość { $depth } · węzły: { $nodes } · gotowe
analysis-no-move = { $side } nie mają ruchu
analysis-line = { $side } na ruchu: { $line }
analysis-thinking = myśli…
analysis-after-ply = analiza pozycji po półruchu { $ply }
