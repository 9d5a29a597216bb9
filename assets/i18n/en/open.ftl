# The Open window.
open-title = Open a saved game
open-file-name = File name (in the saves folder, or a full path):
open-button = Open
open-in-folder = In { $folder }:
open-none-yet = No saved game yet.
