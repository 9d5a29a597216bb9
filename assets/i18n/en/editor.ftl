# The position editor's panel.
editor-title = Position editor
editor-about = Pick a tool, then click squares on the board.
editor-to-move = To move:
editor-clear-board = Clear board
editor-start-position = Start position
editor-men-count = White { $white } men · Black { $black } men (at most { $most } a side)
editor-refused = Refused: { $why }
editor-valid = A valid position
editor-position = Position:
editor-paste-hint = paste a position: w a1:w …
editor-paste = Paste
editor-play-from-here = Play from here…
editor-play-from-here-hover = Choose the players of a game from this position
editor-analyse-from-here = Analyse from here
editor-analyse-from-here-hover = Two players at this screen, with the engine's view
editor-cancel-hover = Back to the game as it was
