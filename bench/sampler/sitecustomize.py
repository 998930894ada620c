"""A CPU sampler, loaded by every Python process started with this directory on ``PYTHONPATH`` while
``CPUPROBE_OUT`` names a directory (otherwise it does nothing).

``ITIMER_PROF`` fires every ``INTERVAL_S`` of the process's CPU time (user and system, every thread's;
no finer than the kernel's tick: 4 ms where HZ=250),
and the handler, which Python runs on the main thread, counts that thread's stack. So a sample is CPU
spent, never waiting (py-spy's default samples waiting for a core as well: bench/README.md, "Round
three"); CPU spent by another thread (aiosqlite's) is counted at whatever the main thread was doing. At
exit the counts go to ``<CPUPROBE_OUT>/<pid>-<argv>.pickle``; read them with ``python -m
bench.sampler.report``.
"""

import os

INTERVAL_S = 0.002

_OUT = os.environ.get("CPUPROBE_OUT")
if _OUT:
    import atexit
    import collections
    import pickle
    import signal
    import sys

    _stacks: collections.Counter = collections.Counter()

    def _sample(_signum: int, frame: object) -> None:
        stack = []
        while frame is not None:
            code = frame.f_code  # type: ignore[attr-defined]
            stack.append((code.co_filename, code.co_firstlineno, code.co_name))
            frame = frame.f_back  # type: ignore[attr-defined]
        _stacks[tuple(stack)] += 1

    def _dump() -> None:
        signal.setitimer(signal.ITIMER_PROF, 0, 0)
        name = "-".join(part.replace("/", "_") for part in sys.argv[:3])[:80]
        with open(os.path.join(_OUT, f"{os.getpid()}-{name}.pickle"), "wb") as file:
            pickle.dump(dict(_stacks), file)

    signal.signal(signal.SIGPROF, _sample)
    signal.setitimer(signal.ITIMER_PROF, INTERVAL_S, INTERVAL_S)
    atexit.register(_dump)
