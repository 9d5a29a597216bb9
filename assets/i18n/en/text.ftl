# The Text window: the position and moves to copy, and text to set up a game from.
text-title = Text
text-position = Position on the board:
text-moves = Moves:
text-copied = Copied to the clipboard
text-set-up-about = Set up a game: a position string, a move list (1. c3-d4 e5xc3), Lasker's 1911 numbers (9-13 17-13-9), or a game file with [tags]:
text-hint = type or paste here
text-paste = Paste from the clipboard
text-nothing-to-paste = The clipboard holds no text: copy a position or a move list first, or type it (Ctrl+V pastes into the box too)
text-set-up = Set up
