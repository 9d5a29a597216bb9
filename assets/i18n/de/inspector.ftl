# Der Säulenbetrachter und die Höhenschilder über hohen Säulen.
inspector-column = { $square }: Säule von { $side }, { $height } hoch
inspector-commander = Anführer
inspector-prisoner = Gefangener
inspector-hint = von oben nach unten · E halten zum Auffächern
# Über einer hohen Säule: ihre Höhe, dann ihre weißen (W) und schwarzen (S) Steine.
inspector-height-label = { $height } · { $white }W { $black }S
