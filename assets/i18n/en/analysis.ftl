# The Analysis panel: the engine's score and best line, and the hint.
analysis-title = Analysis
analysis-analyse = Analyse
analysis-analyse-hover = The engine's view of the position on the board
analysis-hint = Hint
analysis-hint-hover = Show the computer's choice for your move
analysis-hint-move = Hint: { $mv }
analysis-depth = depth { $depth } · { $nodes } nodes
analysis-depth-done = depth { $depth } · { $nodes } nodes · done
analysis-no-move = { $side } has no move
analysis-line = { $side } to move: { $line }
analysis-thinking = thinking…
analysis-after-ply = analysing the position after ply { $ply }
