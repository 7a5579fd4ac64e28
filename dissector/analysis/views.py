"""Per server endpoint, the profile its mirror RPCs are read with (clusters speaking revisions).

Owns: :class:`ProfileViews`, which the :class:`~.replay.Replay` asks, exchange by
exchange, for the *view* of the exchange's server -- the roles, the state tracker and the
error names of the profile (:meth:`~dissector.profiles.profile.Profile.for_server`) that
decodes that endpoint -- and which remembers which revisions each cluster was heard
speaking (the ``cluster C speaks A and B`` notes).  The views' state trackers share one
ledger and one set of rows (transitions, observations); switching view points the
truncation logs at the view's states.

Must not import: pandas or the CLI.
"""

from __future__ import annotations

from ..profiles.profile import Profile
from ..profiles.roles import Roles
from .exchange import Exchange
from .state import Ledger, StateTracker
from .truncation import Truncations

__all__ = ["ProfileViews", "View"]

#: A view: the roles, state tracker and error names (code -> name) of one profile.
View = tuple[Roles, StateTracker, dict]


class ProfileViews:
    """The views of ``profile`` and of the profiles it decodes some servers with.

    ``roles`` and ``tracker`` are the reader's own (``profile``'s) view, the one in use
    at first; ``ledger`` is shared by every view's tracker, ``logs`` follows the view in
    use.  ``name`` is the name of the profile in use.
    """

    def __init__(
        self,
        profile: Profile,
        ledger: Ledger,
        logs: Truncations,
        roles: Roles,
        tracker: StateTracker,
    ) -> None:
        self.profile = profile
        self.ledger = ledger
        self.logs = logs
        self.name = profile.name
        self._views: dict[str, View] = {profile.name: (roles, tracker, profile.errors)}
        #: cluster -> names of the profiles its exchanges were read with
        self._spoken: dict[str | None, set[str]] = {}

    def use(self, ex: Exchange) -> View | None:
        """Switch to the view of ``ex``'s server endpoint and return it; None when that is
        the view in use already (nothing changes)."""
        sub = self.profile.for_server(ex.server)
        name = self.profile.name if sub is self.profile else sub.name
        if name == self.name:
            return None
        view = self._views.get(name)
        if view is None:
            roles = sub.roles if sub.roles is not None else Roles()
            tracker = StateTracker(self.ledger, sub, roles)
            main = self._views[self.profile.name][1]
            tracker.transitions = main.transitions
            tracker.observations = main.observations
            view = self._views[name] = (roles, tracker, sub.errors)
        self._point_logs(view[1], sub)
        self.name = name
        return view

    def use_main(self) -> View:
        """Switch back to the reader's own view (for the rows built after the replay) and
        return it."""
        view = self._views[self.profile.name]
        self._point_logs(view[1], self.profile)
        self.name = self.profile.name
        return view

    def _point_logs(self, tracker: StateTracker, profile: Profile) -> None:
        self.logs.preparing = tracker.preparing
        self.logs.know_states(tracker, profile.states.values())

    def heard(self, cluster: str | None) -> None:
        """Note that ``cluster`` was heard speaking the profile of the view in use."""
        self._spoken.setdefault(cluster, set()).add(self.name)

    def spoken_notes(self) -> list[str]:
        """``cluster C speaks A and B`` for each cluster heard, by cluster name; the
        reader's own profile is named by its base (the revision it refines), if any."""
        main = self.profile.base or self.profile.name
        notes = []
        for c, names in sorted(self._spoken.items(), key=lambda kv: str(kv[0])):
            said = sorted(main if n == self.profile.name else n for n in names)
            notes.append(f"cluster {c} speaks {' and '.join(said)}")
        return notes
