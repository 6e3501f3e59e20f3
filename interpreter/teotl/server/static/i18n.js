// The page's own words (buttons, headings, turn messages) in the languages the rule text has.
// Everything about the game itself — names, options, rule text — comes translated from the server.

const WORDS = {
  en: {
    language: "Language", newGame: "New game", rules: "Rules", modules: "Modules", variants: "Variants",
    players: "Players", seed: "Seed", random: "random", start: "Start the game", yourGames: "Your games",
    loadGame: "Load a saved game", noGames: "No games yet.", delete: "Delete", finished: "finished",
    answers: "{n} answers", seat: "Seat {n}", player: "Player {n}", person: "a person", yourTurn: "Your turn: {prompt}",
    theirTurn: "{name}'s turn", over: "The game is over.", yourDecision: "Your decision",
    waiting: "Waiting for {name}…", thinking: "{name} is thinking…", wins: "{name} wins", undo: "Undo",
    save: "Save record", seatLinks: "Seat links", log: "Log", faceDown: "Face down", you: "you",
    round: "round {n}", linksHelp: "Send each person their link; a link answers for its seat only.",
    noLinks: "The links of this game's seats were given to whoever started it.",
  },
  pt: {
    language: "Idioma", newGame: "Novo jogo", rules: "Regras", modules: "Módulos", variants: "Variantes",
    players: "Jogadores", seed: "Semente", random: "aleatória", start: "Começar o jogo", yourGames: "Seus jogos",
    loadGame: "Carregar um jogo salvo", noGames: "Nenhum jogo ainda.", delete: "Apagar", finished: "terminado",
    answers: "{n} respostas", seat: "Lugar {n}", player: "Jogador {n}", person: "uma pessoa", yourTurn: "Sua vez: {prompt}",
    theirTurn: "Vez de {name}", over: "O jogo terminou.", yourDecision: "Sua decisão",
    waiting: "Esperando {name}…", thinking: "{name} está pensando…", wins: "{name} vence", undo: "Desfazer",
    save: "Salvar registro", seatLinks: "Links dos lugares", log: "Histórico", faceDown: "Viradas para baixo",
    you: "você", round: "rodada {n}", linksHelp: "Envie a cada pessoa o seu link; um link joga só pelo seu lugar.",
    noLinks: "Os links dos lugares deste jogo foram dados a quem o começou.",
  },
  de: {
    language: "Sprache", newGame: "Neues Spiel", rules: "Regeln", modules: "Module", variants: "Varianten",
    players: "Spieler", seed: "Startwert", random: "zufällig", start: "Spiel beginnen", yourGames: "Deine Spiele",
    loadGame: "Gespeichertes Spiel laden", noGames: "Noch keine Spiele.", delete: "Löschen", finished: "beendet",
    answers: "{n} Antworten", seat: "Platz {n}", player: "Spieler {n}", person: "ein Mensch", yourTurn: "Du bist dran: {prompt}",
    theirTurn: "{name} ist am Zug", over: "Das Spiel ist zu Ende.", yourDecision: "Deine Entscheidung",
    waiting: "Warten auf {name}…", thinking: "{name} überlegt…", wins: "{name} gewinnt", undo: "Rückgängig",
    save: "Partie speichern", seatLinks: "Platz-Links", log: "Verlauf", faceDown: "Verdeckt", you: "du",
    round: "Runde {n}", linksHelp: "Schicke jeder Person ihren Link; ein Link spielt nur für seinen Platz.",
    noLinks: "Die Links der Plätze dieses Spiels hat bekommen, wer es begonnen hat.",
  },
  fr: {
    language: "Langue", newGame: "Nouvelle partie", rules: "Règles", modules: "Modules", variants: "Variantes",
    players: "Joueurs", seed: "Graine", random: "au hasard", start: "Commencer la partie", yourGames: "Vos parties",
    loadGame: "Charger une partie", noGames: "Pas encore de partie.", delete: "Supprimer", finished: "terminée",
    answers: "{n} réponses", seat: "Place {n}", player: "Joueur {n}", person: "une personne", yourTurn: "À vous : {prompt}",
    theirTurn: "Au tour de {name}", over: "La partie est finie.", yourDecision: "Votre décision",
    waiting: "En attente de {name}…", thinking: "{name} réfléchit…", wins: "{name} gagne", undo: "Annuler",
    save: "Enregistrer la partie", seatLinks: "Liens des places", log: "Journal", faceDown: "Face cachée",
    you: "vous", round: "manche {n}", linksHelp: "Envoyez à chacun son lien ; un lien ne joue que pour sa place.",
    noLinks: "Les liens des places de cette partie ont été donnés à qui l'a commencée.",
  },
};

let current = "en";

export function setWordsLanguage(lang) {
  current = WORDS[lang] ? lang : "en";
  for (const node of document.querySelectorAll("[data-words]")) node.textContent = t(node.dataset.words);
  for (const node of document.querySelectorAll("[data-words-placeholder]")) {
    node.placeholder = t(node.dataset.wordsPlaceholder);
  }
}

export function t(key, values = {}) {
  const text = (WORDS[current] && WORDS[current][key]) || WORDS.en[key] || key;
  return text.replace(/\{(\w+)\}/g, (_, name) => (name in values ? String(values[name]) : `{${name}}`));
}
