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
