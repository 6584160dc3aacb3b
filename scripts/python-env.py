#!/usr/bin/env python3
"""The Python that the tests and CI run: a venv of the checkout's own, made,
or brought up to date, when it lacks what a requirements file pins, and the
path of its interpreter printed on standard output (the only line printed
there; pip's messages go to standard error).

    python3 scripts/python-env.py [REQUIREMENTS...]   # default: Tests/requirements.txt

The venv is `.build/python`, beside the build it serves, or the folder that
NETLAYER_PYTHON_ENV names. scripts/test.sh runs this before anything is
built; a test run without that script runs it on first use (TestSupport's
`Python`). Both may run at once, so the venv is made under a lock.
"""

import fcntl
import hashlib
import os
import pathlib
import subprocess
import sys
import venv

root = pathlib.Path(__file__).resolve().parent.parent


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def main():
    files = [pathlib.Path(name).resolve() for name in sys.argv[1:]] or [root / "Tests/requirements.txt"]
    for file in files:
        if not file.is_file():
            fail(f"no requirements file {file}")
    folder = pathlib.Path(os.environ.get("NETLAYER_PYTHON_ENV") or root / ".build/python").resolve()
    folder.parent.mkdir(parents=True, exist_ok=True)
    python = folder / "bin" / "python3"
    with open(folder.parent / (folder.name + ".lock"), "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not python.exists():
            print(f"== making the tests' Python venv in {folder}", file=sys.stderr)
            try:
                venv.create(folder, with_pip=True, clear=True)
            except Exception as error:  # ensurepip missing (Debian's python3 without python3-venv), a full disk
                fail(
                    f"python3 cannot make a venv in {folder} ({error}): "
                    "on Debian and Ubuntu, apt-get install python3-venv"
                )
        for file in files:
            # A stamp per file's content: nothing to do, and no pip started, when this content was installed.
            digest = hashlib.sha256(file.read_bytes()).hexdigest()[:16]
            stamp = folder / f"installed-{file.parent.name}-{file.stem}-{digest}"
            if stamp.exists():
                continue
            print(f"== installing {file.relative_to(root) if file.is_relative_to(root) else file}", file=sys.stderr)
            result = subprocess.run(
                [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r", str(file)],
                stdout=sys.stderr,
            )
            if result.returncode != 0:
                fail(f"pip could not install {file} into {folder} (its messages are above)")
            stamp.touch()
    print(python)


if __name__ == "__main__":
    main()
