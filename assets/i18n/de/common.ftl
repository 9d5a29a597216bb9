# Wörter, die viele Fenster brauchen. Zuerst der eigene Name der Sprache: das Sprachmenü zeigt ihn.
language-name = Deutsch
# Das Dezimaltrennzeichen von Zahlen wie Bewertungen (+0,45).
number-decimal-separator = ,

side-white = Weiß
side-black = Schwarz
result-wins = { $side } gewinnt
result-draw = Remis

# Knöpfe und Zeilen, die viele Fenster teilen.
cancel = Abbrechen
copy = Kopieren
next-game-in = Nächste Partie in { $seconds } s

# Die Geschwindigkeiten der Animation.
speed-instant = Sofort
speed-fast = Schnell
speed-normal = Normal
speed-slow = Langsam
