# The column inspector and the height labels over tall columns.
inspector-column = { $square }: { $side }'s column of { $height }
inspector-commander = commander
inspector-prisoner = prisoner
inspector-hint = top to bottom · hold E to spread
# Over a tall column: its height, then its white (W) and black (B) men.
inspector-height-label = { $height } · { $white }W { $black }B
