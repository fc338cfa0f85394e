// The first Intl formatter a page builds loads the browser's locale data: some 20 ms, four times
// that on a phone. It landed inside the app's longest task (a remote's first page builds its number
// format as it loads: 61 of that task's 86 ms). The entry script builds one of each kind here, in
// tasks of their own while the shared libraries are still downloading and the page is idle, so the
// app's own formatters cost next to nothing. (Here, not in start-app.js: a visitor who only reads a
// rendered page never needs it.)

type Schedule = (task: () => void) => void;

const nextTask: Schedule = (task) => void setTimeout(task, 0);

export function warmLocaleData(schedule: Schedule = nextTask): void {
  schedule(() => {
    new Intl.NumberFormat().format(0);
    schedule(() => new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' }).format(0));
  });
}
