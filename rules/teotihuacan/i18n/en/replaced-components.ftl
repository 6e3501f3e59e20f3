### Components a module replaces under the same id, with a new name: `-KIND-ID--MODULE` wins over
### `-KIND-ID` when that module is loaded (docs/translating.md).

-board-palace--m7 = the Mansion
-component-palace--m7 = Mansion
-board-nobles--m9 = the Conquest board
-component-nobles--m9 = Conquest
