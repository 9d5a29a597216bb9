# Okno „Nowa partia”.
new-game-title = Nowa partia
new-game-from-edited = Z edytowanej pozycji, { $side } na ruchu
new-game-human-vs-computer = Człowiek przeciw komputerowi
new-game-two-players = Dwóch graczy przy tym ekranie
new-game-computer-vs-computer = Komputer przeciw komputerowi (oglądanie)
new-game-you-play = Grasz
new-game-computer = Komputer
new-game-take-turns = Gracie na zmianę przy myszy.
new-game-start = Start
new-game-variant = Gra
new-game-variant-lasca7 = Lasca 7×7
new-game-variant-lasca8 = Lasca 8×8
new-game-variant-bashni = Baszni
new-game-variant-lasca7-hover = Lasca Laskera: 11 pionów na stronę na planszy 7×7
new-game-variant-lasca8-hover = Zasady laski na planszy 8×8, 12 pionów na stronę
new-game-variant-bashni-hover = Rosyjskie warcaby wieżowe: piony biją do tyłu, damki są dalekosiężne, pion ukoronowany w biciu bije dalej
