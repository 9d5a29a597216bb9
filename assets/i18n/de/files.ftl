# Wohin die Dateien des Spiels gehen: ein Name in Speichern oder Öffnen, und die automatische Sicherung beim Start.
files-type-a-name = einen Dateinamen eingeben
# $error ist der Grund (auf Englisch: er kommt vom Dateileser).
files-autosave-unreadable = Die automatisch gespeicherte Partie ließ sich nicht lesen: { $error }
files-autosave-unreadable-kept = Die automatisch gespeicherte Partie ließ sich nicht lesen: { $error }; sie wurde als { $kept } aufbewahrt
