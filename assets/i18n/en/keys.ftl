# The overlay of keys (? or F1) and the move field.
keys-title = Keys
keys-arrows = Move the board cursor (as the board is seen)
keys-enter = Pick the square under the cursor: select a column, land, jump on
keys-tab = Type a move in notation (Tab there completes it, Enter plays it)
keys-esc = Drop the selection; leave the move field; close this overlay
keys-space = Finish the animation at once
keys-explode = Hold to spread the column under the pointer or cursor apart
keys-views = White's view, Black's view, top view
keys-reset-flip = Reset the view, flip it
keys-history = Look back through the moves: one back, one on, the start, the end
keys-undo = Undo, redo
keys-files = Save, open
keys-scale = Larger, smaller, normal interface
keys-sound = Sound on or off
keys-help = Show or hide this overlay
keys-mouse = Mouse: click a column, then a lit square. Drag to orbit, right-drag to pan, wheel to zoom.

# The keys' names in the overlay.
keys-arrows-name = ← → ↑ ↓
keys-enter-name = Enter
keys-tab-name = Tab
keys-esc-name = Esc
keys-space-name = Space
keys-explode-name = E
keys-views-name = W  B  T
keys-reset-flip-name = R  F
keys-history-name = PgUp  PgDn  Home  End
keys-undo-name = Ctrl+Z  Ctrl+Y
keys-files-name = Ctrl+S  Ctrl+O
keys-scale-name = Ctrl +  Ctrl −  Ctrl 0
keys-sound-name = M
keys-help-name = ?  F1

entry-title = Move
entry-label = Move:
entry-hint = c3 then Tab
entry-keys-tooltip = Every key (? or F1)
entry-not-your-turn = Typing a move waits for your turn
# $text: what was typed.
entry-no-match = No legal move starts with { $text }
entry-ambiguous = More than one move starts so: type on, or press Tab
