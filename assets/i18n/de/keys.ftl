# Die Tastenübersicht (? oder F1) und das Zugfeld.
keys-title = Tasten
keys-arrows = Brett-Cursor bewegen (so, wie das Brett zu sehen ist)
keys-enter = Feld unter dem Cursor wählen: Säule wählen, landen, weiterspringen
keys-tab = Zug in Notation eingeben (Tab ergänzt, Enter spielt)
keys-esc = Auswahl aufheben; Zugfeld verlassen; diese Übersicht schließen
keys-space = Animation sofort beenden
keys-explode = Halten: die Säule unter Zeiger oder Cursor auffächern
keys-views = Ansicht von Weiß, von Schwarz, von oben
keys-reset-flip = Ansicht zurücksetzen, umdrehen
keys-history = Durch die Züge blättern: zurück, vor, zum Anfang, zum Ende
keys-undo = Zurücknehmen, wiederholen
keys-files = Speichern, öffnen
keys-scale = Oberfläche größer, kleiner, normal
keys-sound = Ton an oder aus
keys-help = Diese Übersicht zeigen oder verbergen
keys-mouse = Maus: eine Säule anklicken, dann ein leuchtendes Feld. Ziehen dreht, rechts ziehen verschiebt, Mausrad zoomt.

# Die Namen der Tasten in der Übersicht.
keys-arrows-name = ← → ↑ ↓
keys-enter-name = Eingabe
keys-tab-name = Tab
keys-esc-name = Esc
keys-space-name = Leertaste
keys-explode-name = E
keys-views-name = W  B  T
keys-reset-flip-name = R  F
keys-history-name = Bild↑  Bild↓  Pos1  Ende
keys-undo-name = Strg+Z  Strg+Y
keys-files-name = Strg+S  Strg+O
keys-scale-name = Strg +  Strg −  Strg 0
keys-sound-name = M
keys-help-name = ?  F1

entry-title = Zug
entry-label = Zug:
entry-hint = c3, dann Tab
entry-keys-tooltip = Alle Tasten (? oder F1)
entry-not-your-turn = Die Zugeingabe wartet, bis du am Zug bist
entry-no-match = Kein legaler Zug beginnt mit { $text }
entry-ambiguous = Mehrere Züge beginnen so: weitertippen oder Tab drücken
