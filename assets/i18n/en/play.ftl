# What the board says when a pick is refused, and the position editor's warning.
# $colour is "white" or "black".
play-finish-capture = Finish the capture on a lit square (Esc or right click to start over)
play-not-your-column = That column is { $colour }'s
play-capture-compulsory = Capture is compulsory: { $squares } must capture
play-cannot-move = The column on { $square } cannot move
play-editor-no-legal-move = { $colour ->
        [white] White
       *[black] Black
    } has no legal move here and would lose at once
