# Das Fenster „Text“: Stellung und Züge zum Kopieren, und Text, aus dem eine Partie entsteht.
text-title = Text
text-position = Stellung auf dem Brett:
text-moves = Züge:
text-copied = In die Zwischenablage kopiert
text-set-up-about = Eine Partie aufbauen: ein Stellungstext, eine Zugliste (1. c3-d4 e5xc3), Laskers Nummern von 1911 (9-13 17-13-9) oder eine Partiedatei mit [Tags]:
text-hint = hier tippen oder einfügen
text-paste = Aus der Zwischenablage einfügen
text-nothing-to-paste = Die Zwischenablage enthält keinen Text: erst eine Stellung oder Zugliste kopieren oder sie eintippen (Strg+V fügt auch ins Feld ein)
text-set-up = Aufbauen
