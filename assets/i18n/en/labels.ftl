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
labels-reason-resignation = { $side } resigned
labels-reason-agreement = Drawn by agreement
# The same, told to the player at this screen against the computer.
labels-reason-you-resigned = You resigned
labels-reason-draw-accepted = Drawn by agreement: the computer accepted your offer
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

