"""A player counted from the deciding one, `(seat + N) % players`, reads "the player N seats to
your left" in every language (Imperial Settlers' `raze_location`; was "the remainder of (your
seat number … plus K) divided by the number of players", "player the remainder of … has
passed"), in the case its sentence asks for ("vom Reich des Spielers K Plätze links von dir"),
and a condition on it in German subordinate order ("… in dieser Phase gepasst hat")."""
from __future__ import annotations

import pytest

from teotl.language.parser import parse_effect


def _explain(capsys, lang: str, *ids: str) -> str:
    from teotl.cli import main
    assert main(["explain", "--rules", "imperial-settlers", "--modules", "aztecs", "--lang", lang,
                 "--format", "text", *ids]) == 0
    return " ".join(capsys.readouterr().out.split())


@pytest.mark.parametrize("lang, expected", [
    ("en", "Only if the number of players is more than K and not (the player K seats to your left has passed in "
           "this phase). Move one of your choice from the empire of the player K seats to your left to the "
           "foundations of the player K seats to your left,"),
    ("de", "Nur wenn die Zahl der Spieler größer als K ist und nicht gilt, dass der Spieler K Plätze links von dir "
           "in dieser Phase gepasst hat. Eines nach Wahl vom Reich des Spielers K Plätze links von dir in die "
           "Fundamente des Spielers K Plätze links von dir legen"),
    ("fr", "Seulement si le nombre de joueurs vaut plus de K et il est faux que le joueur assis K places à votre "
           "gauche a passé dans cette phase. Déplacer un élément au choix de l’empire du joueur assis K places à "
           "votre gauche vers les fondations du joueur assis K places à votre gauche,"),
    ("pt", "Somente se o número de jogadores é maior que K e não (o jogador K lugares à sua esquerda já passou nesta "
           "fase). Mova um à sua escolha do império do jogador K lugares à sua esquerda para as fundações do "
           "jogador K lugares à sua esquerda,"),
])
def test_raze_location_names_the_player_to_your_left(capsys, lang, expected):
    out = _explain(capsys, lang, "raze_location")
    assert expected in out, out
    assert "remainder" not in out and "Divisionsrest" not in out and "reste" not in out and "resto" not in out


@pytest.mark.parametrize("lang, effect, expected", [
    ("en", "require not passed(p)", "only if not (player p has passed in this phase)"),
    ("de", "require not passed(p)", "nur wenn nicht gilt, dass Spieler p in dieser Phase gepasst hat"),
    ("en", "as (seat + 1) % players: gain wood 1", "the player 1 seat to your left does this: gain 1 Wood"),
    ("de", "as (1 + seat) % players: gain wood 1", "der Spieler 1 Platz links von dir tut Folgendes: 1 Holz erhalten"),
    ("en", "as (seat + 1) % 2: gain wood 1", "the remainder of (your seat number (0 for the first player) plus 1) "
                                             "divided by 2 does this: gain 1 Wood"),
])
def test_a_player_by_letter_keeps_its_word_and_only_seat_plus_n_modulo_players_is_a_seat(settlers, lang, effect,
                                                                                          expected):
    from teotl.text import Renderer
    assert Renderer(settlers, lang).body(parse_effect(effect)) == expected


@pytest.fixture(scope="module")
def settlers():
    from teotl.rules import load_ruleset
    from conftest import REPO
    return load_ruleset(REPO / "rules" / "imperial-settlers")
