# The panel while the computer thinks. $who is "White · Computer level 3 (Corporal)".
thinking-no-move = no move
thinking-plays-paused = { $who } chose { $mv } (paused)
thinking-plays-waiting = { $who } chose { $mv } (waiting)
thinking-thinking = { $who } is thinking…
thinking-depth-best = search: depth { $depth } · its best { $best } · { $score }
thinking-nodes = { $nodes } nodes · { $seconds } s
thinking-depth-zero = depth 0
thinking-move-now = Move now
thinking-move-now-hover = Stop thinking and play the best move found so far
thinking-not-the-best = At this level the computer does not always play the search's best move.
thinking-score-hover = Scores count men from White's side: above 0 favours White, below 0 Black.
