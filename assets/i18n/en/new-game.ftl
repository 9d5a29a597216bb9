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
