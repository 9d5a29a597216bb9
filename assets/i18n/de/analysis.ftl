# Das Fenster „Analyse“: Bewertung und beste Variante des Computers, und der Tipp.
analysis-title = Analyse
analysis-analyse = Analysieren
analysis-analyse-hover = Wie der Computer die Stellung auf dem Brett sieht
analysis-hint = Tipp
analysis-hint-hover = Den Zug zeigen, den der Computer für dich wählen würde
analysis-hint-move = Tipp: { $mv }
analysis-depth = Tiefe { $depth } · { $nodes } Knoten
analysis-depth-done = Tiefe { $depth } · { $nodes } Knoten · fertig
analysis-no-move = { $side } hat keinen Zug
analysis-line = { $side } am Zug: { $line }
analysis-thinking = denkt nach…
analysis-after-ply = analysiert die Stellung nach Halbzug { $ply }
