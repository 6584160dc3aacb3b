#!/usr/bin/env python3
"""The API reference tested as a person uses it, in headless Chromium (docs/reference.md).

1. `netlayer mock specs/school.yaml` on a free loopback port serves the reference at `/`: the test types
   in the search box, opens an interface, presses "Try it" and reads the mock's reply on the page.
2. `netlayer docs specs/school.yaml` writes the site to a temporary folder, opened from file://: the test
   searches, follows a link to an interface and from it to a model, and finds "Try it" saying it needs the mock.

Needs Debian's `chromium` and `chromium-driver` and selenium from PyPI; fails, naming what is missing, without
them. Every wait is for an element or a text (WebDriverWait), never a sleep. Exit status 0 only when every
check passed.

    python3 scripts/reference-browser-test.py --bin "$(swift build --enable-all-traits --show-bin-path)" \
        [--screenshots docs/]
"""

import argparse
import os
import queue
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import traceback
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "specs" / "school.yaml"
# Long enough for a loaded CI machine; every wait ends as soon as what it waits for happens.
WAIT = 20


class Failure(Exception):
    """A check that did not hold, with what was expected."""


def fail(message):
    raise Failure(message)


def find_tool(name, candidates):
    for candidate in candidates:
        path = shutil.which(candidate) or (candidate if os.path.isfile(candidate) and os.access(candidate, os.X_OK) else None)
        if path:
            return path
    fail(f"{name} is not installed (looked for {', '.join(candidates)}); on Debian: apt-get install chromium chromium-driver")


def browser(chromium, chromedriver):
    try:
        from selenium import webdriver
        from selenium.webdriver.chrome.service import Service
    except ImportError:
        fail("selenium is not installed: run this with the venv of `python3 scripts/python-env.py scripts/requirements.txt`, as .ci/run does")
    options = webdriver.ChromeOptions()
    options.binary_location = chromium
    for argument in ["--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
                     "--window-size=1200,900", "--allow-file-access-from-files"]:
        options.add_argument(argument)
    return webdriver.Chrome(service=Service(executable_path=chromedriver), options=options)


class Mock:
    """`netlayer mock SPEC --port 0`, started and stopped by this script; its address read from its banner."""

    def __init__(self, netlayer, spec):
        self.process = subprocess.Popen(
            [netlayer, "mock", str(spec), "--port", "0", "--host", "127.0.0.1"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, cwd=ROOT)
        self.lines = queue.Queue()
        self.output = []
        threading.Thread(target=self._read, daemon=True).start()
        self.reference = None
        while self.reference is None:
            try:
                line = self.lines.get(timeout=WAIT)
            except queue.Empty:
                self.stop()
                fail("netlayer mock printed no 'API reference at' line within %d s:\n%s" % (WAIT, "".join(self.output)))
            if line is None:
                fail("netlayer mock ended before serving (status %s):\n%s" % (self.process.wait(), "".join(self.output)))
            if line.startswith("API reference at "):
                self.reference = line[len("API reference at "):].strip()

    def _read(self):
        for line in self.process.stdout:
            self.output.append(line)
            self.lines.put(line)
        self.lines.put(None)

    def stop(self):
        if self.process.poll() is None:
            self.process.send_signal(signal.SIGINT)
            try:
                self.process.wait(timeout=WAIT)
            except subprocess.TimeoutExpired:
                self.process.kill()
                self.process.wait()


def wait_for(driver, condition, what):
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.support.ui import WebDriverWait
    try:
        return WebDriverWait(driver, WAIT).until(condition)
    except TimeoutException:
        fail(f"waited {WAIT} s for {what}; the page at {driver.current_url} shows:\n{driver.find_element('tag name', 'body').text[:1500]}")


def visible_entries(driver):
    return [entry.find_element("css selector", ".id").text
            for entry in driver.find_elements("css selector", "li.entry") if entry.is_displayed()]


def search(driver, text, expected, unexpected):
    """Types `text` in the index's search box and waits until `expected` shows and `unexpected` is hidden."""
    from selenium.webdriver.common.by import By
    box = wait_for(driver, lambda d: d.find_element(By.ID, "search"), "the search box")
    box.clear()
    box.send_keys(text)
    wait_for(driver, lambda d: expected in visible_entries(d) and unexpected not in visible_entries(d),
             f"the search '{text}' to show {expected} and hide {unexpected}")


def test_served_by_mock(driver, netlayer, screenshots):
    from selenium.webdriver.common.by import By
    mock = Mock(netlayer, SPEC)
    try:
        driver.get(mock.reference)
        wait_for(driver, lambda d: "School API reference" in d.title, "the index's title")
        entries = visible_entries(driver)
        for name in ["studentList", "loginByPassword", "Student"]:
            if name not in entries:
                fail(f"the index served at {mock.reference} does not list {name}: {entries}")
        if screenshots:
            driver.save_screenshot(str(screenshots / "reference-index.png"))
        search(driver, "login pass", "loginByPassword", "studentList")
        driver.find_element(By.LINK_TEXT, "POST loginByPassword").click()
        wait_for(driver, lambda d: d.current_url.endswith("/_netlayer/interfaces/loginByPassword.html"),
                 "the interface's page")
        heading = driver.find_element(By.TAG_NAME, "h1").text
        if "loginByPassword" not in heading:
            fail(f"the interface's page is headed '{heading}'")
        button = driver.find_element(By.ID, "try-button")
        if not button.is_enabled():
            fail("'Try it' is disabled on a page served by netlayer mock")
        button.click()
        status = wait_for(driver, lambda d: d.find_element(By.ID, "try-status").get_attribute("data-status"),
                          "the mock's reply to 'Try it'")
        if status != "200":
            fail(f"'Try it' got status {status}: {driver.find_element(By.ID, 'try-status').text}")
        reply = driver.find_element(By.ID, "try-reply").text
        # The envelope's code and the example's data, as the mock sends them.
        for expected in ['"code": 200', '"msg": "ok"', '"userId": 10001']:
            if expected not in reply:
                fail(f"the reply shown after 'Try it' lacks {expected}:\n{reply}")
        if not any("POST /api/account/api/login/V1/password → 200 loginByPassword" in line for line in mock.output):
            fail("the mock logged no answer to the login that 'Try it' sent:\n" + "".join(mock.output))
        if screenshots:
            driver.execute_script("document.getElementById('try').scrollIntoView({block: 'center'})")
            driver.save_screenshot(str(screenshots / "reference-try-it.png"))
        # An interface that needs the token: the page's request carries the placeholder TOKEN, which the mock
        # takes as one it minted, so the reply is the data, not the expired answer.
        driver.get(mock.reference)
        search(driver, "student list", "studentList", "loginByPassword")
        driver.find_element(By.LINK_TEXT, "GET studentList").click()
        wait_for(driver, lambda d: d.current_url.endswith("/_netlayer/interfaces/studentList.html"),
                 "studentList's page")
        driver.find_element(By.ID, "try-button").click()
        status = wait_for(driver, lambda d: d.find_element(By.ID, "try-status").get_attribute("data-status"),
                          "the mock's reply to studentList's 'Try it'")
        reply = driver.find_element(By.ID, "try-reply").text
        if status != "200" or '"code": 200' not in reply or '"name"' not in reply:
            fail(f"studentList's 'Try it' did not show the data (status {status}):\n{reply}")
    finally:
        mock.stop()
    print(f"ok: served by netlayer mock at {mock.reference}: searched, opened loginByPassword and studentList, "
          "'Try it' showed the mock's data for both")


def test_from_file(driver, netlayer):
    from selenium.webdriver.common.by import By
    with tempfile.TemporaryDirectory() as folder:
        written = subprocess.run([netlayer, "docs", str(SPEC), "--output", folder, "--quiet"],
                                 capture_output=True, text=True, cwd=ROOT)
        if written.returncode != 0:
            fail(f"netlayer docs failed ({written.returncode}):\n{written.stderr}")
        index = Path(folder) / "index.html"
        driver.get(index.as_uri())
        wait_for(driver, lambda d: "School API reference" in d.title, "the index's title from file://")
        search(driver, "student", "studentList", "loginByPassword")
        driver.find_element(By.LINK_TEXT, "GET studentList").click()
        wait_for(driver, lambda d: d.current_url.endswith("/_netlayer/interfaces/studentList.html"),
                 "the interface's page from file://")
        button = driver.find_element(By.ID, "try-button")
        if button.is_enabled():
            fail("'Try it' is enabled from file://, where no server answers it")
        note = driver.find_element(By.ID, "try-note").text
        if "netlayer mock" not in note:
            fail(f"'Try it' from file:// does not say it needs netlayer mock: '{note}'")
        driver.find_element(By.LINK_TEXT, "Student").click()
        wait_for(driver, lambda d: d.current_url.endswith("/_netlayer/models.html#model-Student"), "the model's page")
        model = driver.find_element(By.ID, "model-Student")
        if "joined_at" not in model.text:
            fail(f"the model Student does not show its field's JSON key joined_at:\n{model.text}")
    print("ok: from file://: searched, opened studentList, 'Try it' says it needs netlayer mock, followed Student")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--bin", default=str(ROOT / ".build" / "debug"),
                        help="the folder of the built netlayer and netlayer-mock")
    parser.add_argument("--screenshots", help="write reference-index.png and reference-try-it.png here")
    arguments = parser.parse_args()
    try:
        netlayer = Path(arguments.bin) / "netlayer"
        for tool in [netlayer, Path(arguments.bin) / "netlayer-mock"]:
            if not os.access(tool, os.X_OK):
                fail(f"{tool} is not built: swift build --enable-all-traits --product {tool.name}")
        chromium = find_tool("Chromium", ["chromium", "chromium-browser", "/usr/bin/chromium"])
        chromedriver = find_tool("ChromeDriver", ["chromedriver", "/usr/bin/chromedriver"])
        screenshots = Path(arguments.screenshots) if arguments.screenshots else None
        if screenshots:
            screenshots.mkdir(parents=True, exist_ok=True)
        driver = browser(chromium, chromedriver)
        try:
            test_served_by_mock(driver, str(netlayer), screenshots)
            test_from_file(driver, str(netlayer))
        finally:
            driver.quit()
    except Failure as failure:
        print(f"reference-browser-test: FAILED: {failure}", file=sys.stderr)
        return 1
    except Exception:
        traceback.print_exc()
        print("reference-browser-test: FAILED with the error above", file=sys.stderr)
        return 1
    print("reference-browser-test: all passed")
    return 0


if __name__ == "__main__":
    sys.exit(main())
