# The rules' refusals, as the game shows them (the command line keeps the rules crate's own
# English). Moves and squares are notation: c3-d4, a3xc5.
rules-not-your-column = illegal move { $mv }: { $from } has no column of the side to move ({ $side })
rules-capture-compulsory = illegal move { $mv }: capture is compulsory (captures: { $captures })
rules-must-continue = illegal move { $mv }: the capture must go on (continue with { $continuations })
rules-not-legal = illegal move { $mv }: not a legal move here (legal: { $legal })
rules-game-over = the game is over ({ $result })
rules-square-malformed = `{ $text }` is not a square (a file a-g and a rank 1-7, like c3)
rules-square-unplayable = `{ $text }` is not a playable square (only squares like a1, b2, c3 are used)
rules-move-empty = empty move
rules-move-bad-square = bad square in move: { $error }
rules-move-no-destination = move `{ $text }` has no destination (write c3-d4 or a3xc5)
rules-move-mixed-separators = move `{ $text }` mixes separators (a step is c3-d4, a capture a3xc5xe3)
rules-move-long-step = move `{ $text }` is a step of more than one square (captures use x)
# $kind is step or capture.
rules-move-not-diagonal = `{ $from }` to `{ $to }` is not a diagonal { $kind ->
        [capture] jump (two squares)
       *[step] step (one square)
    }
rules-move-too-long = a move path of { $squares } squares is longer than any legal move
rules-move-bad-lasker-square = `{ $text }` is not a square number 1-25
rules-move-bad-lasker-path = `{ $text }` is not a step or a capture path in Lasker's numbering
rules-position-empty = empty position: expected the side to move (w or b) and then squares like a1:w
rules-position-unknown-side = unknown side to move `{ $text }` (expected w or b)
rules-position-missing-colon = `{ $text }` is not a column (expected square:men, like c3:wb)
rules-position-bad-square = in `{ $token }`: { $error }
rules-position-duplicate-square = square { $square } is named twice
rules-position-empty-column = `{ $text }` has no men (an empty square is left out)
rules-position-bad-man = in `{ $token }`: `{ $letter }` is not a man (w, W, b or B)
rules-position-alternating = column { $square }:{ $men } alternates colours more than once
# $colour is white or black; $most is the men a side starts with.
rules-position-too-many-men = { $count } { $colour ->
        [white] white
       *[black] black
    } men: a side has at most { $most }
