# Das Fenster „Partie speichern“.
save-title = Partie speichern
save-file-name = Dateiname (.json, oder .pgn für eine Partiedatei):
save-replaces = Eine Datei dieses Namens gibt es schon: Speichern ersetzt sie.
save-button = Speichern
