# The panel while the computer thinks. $who is "White · Computer level 3 (Corporal)".
thinking-no-move = no move
thinking-plays-paused = { $who } plays { $mv } (paused)
thinking-plays-waiting = { $who } plays { $mv } (waiting)
thinking-thinking = { $who } is thinking…
thinking-depth-best = depth { $depth } · best { $best } · { $score }
thinking-nodes = { $nodes } nodes · { $seconds } s
thinking-depth-zero = depth 0
thinking-move-now = Move now
thinking-move-now-hover = Stop thinking and play the best move found so far
