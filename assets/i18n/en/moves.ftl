# The Moves panel: the move list, looking back, undo and redo, and the record's windows.
moves-title = Moves
moves-live = Live game · ply { $ply }
# $position is labels-start-position or labels-after-move.
moves-looking-back = LOOKING BACK: { $position } (ply { $shown } of { $live })
moves-board-locked = The board is locked: moves are played from the live position.
moves-back-to-game = Back to the game
moves-play-on = Play on from here
moves-play-on-hover = Take back the later moves (Redo brings them back)
moves-first = First (Home)
moves-back = Back (Left)
moves-forward = Forward (Right)
moves-last = Last (End)
moves-undo = Undo
moves-undo-hover = Take back the last move (Ctrl+Z)
moves-undo-online = Online: ask for a take-back in the Online window
moves-redo = Redo
moves-redo-hover = Replay the move taken back (Ctrl+Y)
moves-save = Save…
moves-save-key = Ctrl+S
moves-open = Open…
moves-open-key = Ctrl+O
moves-text = Text…
moves-settings = Settings…
moves-review = Review…
moves-review-hover = The engine scores every move: a graph, mistakes, better moves
# The first row of the list: the position before any move.
moves-start = start
