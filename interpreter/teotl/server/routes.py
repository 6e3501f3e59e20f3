"""The HTTP interface (documented in docs/server.md): JSON in, JSON out, one handler per route.

Every handler hands its work to the engine thread (`Server.run`) and answers with the seat's
view of the game (`view.state_view`) or a refusal (`ApiError`, turned into a 4xx JSON body by
`app.py`). A seat is named by its token in the `X-Teotl-Seat` header, never in the address.
"""
from __future__ import annotations

from typing import Any, Callable, Optional

from starlette.requests import Request
from starlette.responses import FileResponse, JSONResponse, Response
from starlette.routing import Route

from teotl import __version__
from teotl.server import core, requests
from teotl.server.errors import ApiError, bad_request, forbidden, not_found
from teotl.server.labels import Labels
from teotl.server.pictures import MEDIA_TYPES, picture_file
from teotl.server.session import Session
from teotl.server.tokens import well_formed
from teotl.server.view import state_view

SEAT_HEADER = "x-teotl-seat"


def _server(request: Request):
    return request.app.state.server


async def _json_body(request: Request) -> Any:
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise ApiError(415, "not_json", "send the body as JSON, with `Content-Type: application/json`")
    return requests.parse_json(await request.body())


def _token(request: Request) -> Optional[str]:
    token = request.headers.get(SEAT_HEADER)
    if token is None or token == "":
        return None
    if not well_formed(token):
        raise forbidden("this seat link is not valid for this game", "bad_token")
    return token


def _lang(request: Request) -> str:
    return requests.language(request.query_params.get("lang"), tuple(core.LANGUAGES))


def _seated(session: Session, request: Request) -> Optional[int]:
    return session.seat_of(_token(request))


def _view(server, session: Session, seat: Optional[int], lang: str, **extra: Any) -> dict[str, Any]:
    view = state_view(session, seat, lang, server.config.limits.max_log_lines)
    view.update(extra)
    return view


def _links(session: Session, seat_tokens: list[Optional[str]]) -> list[dict[str, Any]]:
    return [{"seat": index, "name": seat.name, "agent": seat.agent, "token": token,
             "link": f"/play/{session.id}#seat={token}" if token else f"/play/{session.id}"}
            for index, (seat, token) in enumerate(zip(session.seats, seat_tokens))]


# ---------------------------------------------------------------------------- about the server
async def about(request: Request) -> Response:
    server = _server(request)
    limits = server.config.limits
    return JSONResponse({"teotl": __version__, "rulesets": list(server.rulesets.roots), "default": server.rulesets.default,
                         "titles": {name: server.rulesets.title(name) for name in server.rulesets.roots},
                         "languages": list(core.LANGUAGES),
                         "limits": {"max_body_bytes": limits.max_body_bytes, "max_games": limits.max_games,
                                    "max_players": limits.max_players}})


async def ruleset(request: Request) -> Response:
    server = _server(request)
    name, lang = request.path_params["name"], _lang(request)
    return JSONResponse(await server.run(lambda: server.rulesets.describe(name, lang)))


async def ruleset_text(request: Request) -> Response:
    server = _server(request)
    name, component, lang = request.path_params["name"], request.path_params["component"], _lang(request)

    def work():
        text = Labels(server.rulesets.load(name, (), ()), lang).rule_text(component)
        if text is None:
            raise not_found(f"no component {component!r} in {name}", "unknown_component")
        return text
    return JSONResponse(await server.run(work))


async def picture(request: Request) -> Response:
    server = _server(request)
    name, component = request.path_params["name"], request.path_params["component"]
    path = await server.run(lambda: picture_file(server.rulesets.load(name, (), ()), component))
    if path is None:
        raise not_found(f"{component!r} has no picture", "no_picture")
    return FileResponse(path, media_type=MEDIA_TYPES[path.suffix.lower()],
                        headers={"content-security-policy": "default-src 'none'; style-src 'unsafe-inline'"})


# ---------------------------------------------------------------------------- games
async def list_games(request: Request) -> Response:
    server = _server(request)
    return JSONResponse({"games": await server.run(server.store.summaries)})


async def new_game(request: Request) -> Response:
    server = _server(request)
    body, lang = await _json_body(request), _lang(request)

    def work():
        session, seat_tokens = server.store.create(body)
        first = next((i for i, t in enumerate(seat_tokens) if t), None)
        return {"id": session.id, "seats": _links(session, seat_tokens), "state": _view(server, session, first, lang)}
    return JSONResponse(await server.run(work), status_code=201)


async def load_game(request: Request) -> Response:
    server = _server(request)
    kind = request.headers.get("content-type", "").split(";")[0].strip().lower()
    if kind != "application/json":
        raise ApiError(415, "not_json", "send the record as JSON, with `Content-Type: application/json`")
    body, lang = await request.body(), _lang(request)
    requests.parse_json(body)  # a clear 400 for a body that is not JSON at all
    name = request.query_params.get("ruleset")

    def work():
        session, seat_tokens = server.store.load_record(body, name)
        first = next((i for i, t in enumerate(seat_tokens) if t), None)
        return {"id": session.id, "seats": _links(session, seat_tokens), "state": _view(server, session, first, lang)}
    return JSONResponse(await server.run(work), status_code=201)


def _game_route(work: Callable[..., Any], status: int = 200, body: bool = False):
    """A route on one game: the session found (or a 404), the seat from the token (or a 403),
    then `work(server, session, seat, request_data, lang)` on the engine thread."""
    async def handler(request: Request) -> Response:
        server = _server(request)
        game_id, lang = request.path_params["game_id"], _lang(request)
        token = _token(request)
        data = await _json_body(request) if body else None
        extra = dict(request.path_params)

        def run():
            session = server.store.get(game_id)
            seat = session.seat_of(token)
            return work(server, session, seat, data, lang, extra)
        result = await server.run(run)
        if isinstance(result, Response):
            return result
        return JSONResponse(result, status_code=status)
    return handler


def _state(server, session, seat, data, lang, extra):
    return _view(server, session, seat, lang)


def _version(server, session, seat, data, lang, extra):
    return {"version": len(session.game.answers), "finished": session.game.finished,
            "seat": session.game.pending.player if session.game.pending is not None else None}


def _decision(server, session, seat, data, lang, extra):
    return {"version": len(session.game.answers), "decision": _view(server, session, seat, lang)["decision"]}


def _answer(server, session, seat, data, lang, extra):
    ask = requests.answer(data)
    server.store.answer(session, seat, ask.option, ask.version)
    return _view(server, session, seat, lang)


def _undo(server, session, seat, data, lang, extra):
    if data is not None and data != {}:
        raise bad_request("undo takes an empty JSON object", "bad_field")
    undone = server.store.undo(session, seat)
    return _view(server, session, seat, lang, undone=undone)


def _record(server, session, seat, data, lang, extra):
    """The game record — which fixes every deck's order through its seed — goes to a person only
    when no other person could learn from it: the game is over, or they are its only person."""
    humans = session.humans()
    if not session.game.finished and humans:
        if seat is None:
            raise forbidden("the record of a game in progress needs its seat link", "no_seat")
        if humans != {seat}:
            raise forbidden("the record of a game in progress would show the other players what they may not "
                            "see (the seed fixes every deck's order): it is available when the game is over",
                            "hidden_information")
    return session.record()


def _text(server, session, seat, data, lang, extra):
    component = extra["component"]
    text = Labels(session.loaded, lang).rule_text(component)
    if text is None:
        raise not_found(f"no component {component!r} in this game's rules", "unknown_component")
    return text


def _delete(server, session, seat, data, lang, extra):
    server.store.delete(session.id, seat, session)
    return Response(status_code=204)


ROUTES = [
    Route("/api", about, methods=["GET"]),
    Route("/api/rulesets/{name}", ruleset, methods=["GET"]),
    Route("/api/rulesets/{name}/text/{component}", ruleset_text, methods=["GET"]),
    Route("/api/rulesets/{name}/pictures/{component}", picture, methods=["GET"]),
    Route("/api/games", list_games, methods=["GET"]),
    Route("/api/games", new_game, methods=["POST"]),
    Route("/api/games/load", load_game, methods=["POST"]),
    Route("/api/games/{game_id}", _game_route(_state), methods=["GET"]),
    Route("/api/games/{game_id}", _game_route(_delete), methods=["DELETE"]),
    Route("/api/games/{game_id}/version", _game_route(_version), methods=["GET"]),
    Route("/api/games/{game_id}/decision", _game_route(_decision), methods=["GET"]),
    Route("/api/games/{game_id}/answer", _game_route(_answer, body=True), methods=["POST"]),
    Route("/api/games/{game_id}/undo", _game_route(_undo, body=True), methods=["POST"]),
    Route("/api/games/{game_id}/record", _game_route(_record), methods=["GET"]),
    Route("/api/games/{game_id}/text/{component}", _game_route(_text), methods=["GET"]),
]
