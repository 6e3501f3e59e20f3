"""`teotl lsp`: a language server for rule files (pygls), so an editor shows what `teotl check`
finds as the author types, completes inside effect strings, explains a component or a verb on
hover and jumps to where an id is defined. docs/editors.md sets it up in VS Code and Neovim.

  server.py       the protocol: which request is answered by what
  workspace.py    the rule sets behind the open files; checking a file in its selection
  documents.py    where the cursor is: the YAML path, the effect text before it
  completion.py   what can be typed next
  lookup.py       hover and go to definition
  names.py        every name a rule set gives effects, by kind
  schema_nav.py   the YAML structure, from the schemas
  diagnostics.py  teotl's diagnostics as the editor's
  engine.py       the one module reaching into the language, primitives, model and text layers
"""
