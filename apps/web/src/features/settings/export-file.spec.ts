import { downloadJson, exportFileName } from './export-file';

describe(exportFileName.name, () => {
  it('names the file nearbly-export-YYYY-MM-DD.json after the local date', () => {
    expect(exportFileName(new Date(2025, 0, 5, 23, 59))).toBe('nearbly-export-2025-01-05.json');
    expect(exportFileName(new Date(2025, 11, 31, 0, 1))).toBe('nearbly-export-2025-12-31.json');
  });
});

describe(downloadJson.name, () => {
  afterEach(() => jest.restoreAllMocks());

  it('downloads the data as a JSON file through a temporary link', async () => {
    let blob: Blob | undefined;
    URL.createObjectURL = jest.fn((value: Blob) => {
      blob = value;
      return 'blob:export';
    });
    URL.revokeObjectURL = jest.fn();
    const clicked: HTMLAnchorElement[] = [];
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this);
    });
    jest.useFakeTimers();

    downloadJson({ exportVersion: '1.0' }, 'nearbly-export-2025-01-05.json');

    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('nearbly-export-2025-01-05.json');
    expect(clicked[0]!.href).toBe('blob:export');
    expect(clicked[0]!.isConnected).toBe(false);
    expect(blob?.type).toBe('application/json');
    expect(JSON.parse(await blob!.text())).toEqual({ exportVersion: '1.0' });
    jest.runAllTimers();
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:export');
    jest.useRealTimers();
  });
});
