# Der Dialog „Neue Partie“.
new-game-title = Neue Partie
new-game-from-edited = Aus der bearbeiteten Stellung, { $side } am Zug
new-game-human-vs-computer = Mensch gegen Computer
new-game-two-players = Zwei Spieler an diesem Bildschirm
new-game-computer-vs-computer = Computer gegen Computer (zuschauen)
new-game-you-play = Du spielst
new-game-computer = Computer
new-game-take-turns = Abwechselnd an der Maus ziehen.
new-game-start = Starten
