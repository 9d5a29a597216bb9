# The words many panels share: players, levels, scores, results, plies, men and columns.
# A level is a military rank (Lasker called Lasca "the great military game").
labels-level-1 = Recruit
labels-level-2 = Private
labels-level-3 = Corporal
labels-level-4 = Sergeant
labels-level-5 = Lieutenant
labels-level-6 = Captain
labels-level-7 = Colonel
labels-level-8 = Marshal
labels-human = Human
labels-online-player = Online player
labels-computer-level = Computer level { $level } ({ $name })
# A score: who wins by force.
labels-has-won = { $side } has won
labels-wins-in = { $side } wins in { $plies ->
        [one] 1 ply
       *[other] { $plies } plies
    }
# The evaluation bar, once the game is won.
labels-bar-won = { $side } won
# Why a game ended. $colour is white or black (the loser's), for the adjective.
labels-reason-no-columns = { $side } has no legal move: every { $colour ->
        [white] white
       *[black] black
    } man is a prisoner
labels-reason-blocked = { $side } has no legal move: all its columns are blocked
labels-reason-repetition = Draw by repetition: the same position occurred three times
labels-reason-ply-limit = Draw by the ply limit: { $plies } plies were played
# A position in the game: the start, or after a move ($number is "7." or "7...").
labels-start-position = the start position
labels-after-move = after { $number } { $mv }
# The editor's tools; a man is $colour (white, black) and $rank (soldier, officer).
labels-man = { $colour ->
        [white] White
       *[black] Black
    } { $rank ->
        [officer] officer
       *[soldier] soldier
    }
labels-tool-remove-top = Remove top man
labels-tool-clear-square = Clear square
# What a column holds: "White 3 men (1 officer) · Black 2 prisoners".
labels-count-men = { $side } { $count } { $count ->
        [one] man
       *[other] men
    }
labels-count-prisoners = { $side } { $count } { $count ->
        [one] prisoner
       *[other] prisoners
    }
labels-count-officers = ({ $count ->
        [one] 1 officer
       *[other] { $count } officers
    })
# The camera looking straight down.
labels-view-top = Top
# What a move did, in the lessons: "takes 2 men, frees a prisoner and is promoted".
labels-takes-officer = takes an officer
labels-takes-man = takes a man
labels-takes-men = takes { $count } men
labels-takes-men-officers = takes { $count } men ({ $officers ->
        [one] 1 of them an officer
       *[other] { $officers } of them officers
    })
labels-frees = { $count ->
        [one] frees a prisoner
       *[other] frees { $count } prisoners
    }
labels-promoted = is promoted
labels-wins-game = wins the game
labels-moves = moves
labels-and = and
# Why a lesson's move is wrong.
labels-wrong-lets-reply = { $mv } is legal, but it is not the answer: it lets { $opponent } reply { $reply }, which { $effects }.
labels-wrong-not-asked = { $mv } is legal, but it is not what this step asks. { $opponent } replied { $reply }.
labels-wrong-wins-too = { $mv } wins too, but it is not what this step teaches.
labels-wrong-replying = { $mv } is legal, but it is not the answer. { $opponent } is replying…
# A move's class in a review.
labels-class-best = Best
labels-class-good = Good
labels-class-inaccuracy = Inaccuracy
labels-class-mistake = Mistake
labels-class-blunder = Blunder

# The rules' refusals, as the game shows them (the command line keeps the rules crate's own
# English). Moves and squares are notation: c3-d4, a3xc5.
labels-rules-not-your-column = illegal move { $mv }: { $from } has no column of the side to move ({ $side })
labels-rules-capture-compulsory = illegal move { $mv }: capture is compulsory (captures: { $captures })
labels-rules-must-continue = illegal move { $mv }: the capture must go on (continue with { $continuations })
labels-rules-not-legal = illegal move { $mv }: not a legal move here (legal: { $legal })
labels-rules-game-over = the game is over ({ $result })
labels-rules-square-malformed = `{ $text }` is not a square (a file a-g and a rank 1-7, like c3)
labels-rules-square-unplayable = `{ $text }` is not a playable square (only squares like a1, b2, c3 are used)
labels-rules-move-empty = empty move
labels-rules-move-bad-square = bad square in move: { $error }
labels-rules-move-no-destination = move `{ $text }` has no destination (write c3-d4 or a3xc5)
labels-rules-move-mixed-separators = move `{ $text }` mixes separators (a step is c3-d4, a capture a3xc5xe3)
labels-rules-move-long-step = move `{ $text }` is a step of more than one square (captures use x)
# $kind is step or capture.
labels-rules-move-not-diagonal = `{ $from }` to `{ $to }` is not a diagonal { $kind ->
        [capture] jump (two squares)
       *[step] step (one square)
    }
labels-rules-move-too-long = a move path of { $squares } squares is longer than any legal move
labels-rules-move-bad-lasker-square = `{ $text }` is not a square number 1-25
labels-rules-move-bad-lasker-path = `{ $text }` is not a step or a capture path in Lasker's numbering
labels-rules-position-empty = empty position: expected the side to move (w or b) and then squares like a1:w
labels-rules-position-unknown-side = unknown side to move `{ $text }` (expected w or b)
labels-rules-position-missing-colon = `{ $text }` is not a column (expected square:men, like c3:wb)
labels-rules-position-bad-square = in `{ $token }`: { $error }
labels-rules-position-duplicate-square = square { $square } is named twice
labels-rules-position-empty-column = `{ $text }` has no men (an empty square is left out)
labels-rules-position-bad-man = in `{ $token }`: `{ $letter }` is not a man (w, W, b or B)
labels-rules-position-alternating = column { $square }:{ $men } alternates colours more than once
# $colour is white or black; $most is the men a side starts with.
labels-rules-position-too-many-men = { $count } { $colour ->
        [white] white
       *[black] black
    } men: a side has at most { $most }
