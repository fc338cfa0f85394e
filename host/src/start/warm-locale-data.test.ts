import { warmLocaleData } from './warm-locale-data';

describe('warmLocaleData', () => {
  it("loads the locale data while the app's libraries download, each formatter in a task of its own", () => {
    jest.useFakeTimers();
    const numbers = jest.spyOn(Intl, 'NumberFormat');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    try {
      warmLocaleData();
      expect(numbers).not.toHaveBeenCalled();
      jest.advanceTimersToNextTimer();
      expect(numbers).toHaveBeenCalledTimes(1);
      expect(dates).not.toHaveBeenCalled();
      jest.advanceTimersToNextTimer();
      expect(dates).toHaveBeenCalledTimes(1);
    } finally {
      numbers.mockRestore();
      dates.mockRestore();
      jest.useRealTimers();
    }
  });
});
