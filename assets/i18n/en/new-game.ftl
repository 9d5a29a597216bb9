# The New game dialog.
new-game-title = New game
new-game-from-edited = From the edited position, { $side } to move
new-game-human-vs-computer = Human vs computer
new-game-two-players = Two players at this screen
new-game-computer-vs-computer = Computer vs computer (watch)
new-game-you-play = You play
new-game-computer = Computer
new-game-take-turns = Take turns at the mouse.
new-game-start = Start
new-game-variant = Game
new-game-variant-lasca7 = Lasca 7×7
new-game-variant-lasca8 = Lasca 8×8
new-game-variant-bashni = Bashni
new-game-variant-lasca7-hover = Lasker's Lasca: 11 men a side on the 7×7 board
new-game-variant-lasca8-hover = Lasca's rules on the 8×8 board, 12 men a side
new-game-variant-bashni-hover = Russian column draughts: men capture backward, kings fly, a man crowned in a capture goes on capturing
