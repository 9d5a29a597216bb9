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
new-game-variant = Spiel
new-game-variant-lasca7 = Lasca 7×7
new-game-variant-lasca8 = Lasca 8×8
new-game-variant-bashni = Baschni
new-game-variant-lasca7-hover = Laskers Lasca: 11 Steine je Seite auf dem 7×7-Brett
new-game-variant-lasca8-hover = Lascas Regeln auf dem 8×8-Brett, 12 Steine je Seite
new-game-variant-bashni-hover = Russisches Turmdame: Steine schlagen auch rückwärts, Damen ziehen weit, ein im Schlagen gekrönter Stein schlägt weiter
