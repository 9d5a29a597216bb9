# Das Fenster „Gespeicherte Partie öffnen“.
open-title = Gespeicherte Partie öffnen
open-file-name = Dateiname (im Ordner der Spielstände oder ein voller Pfad):
open-button = Öffnen
open-in-folder = In { $folder }:
open-none-yet = Noch keine gespeicherte Partie.
