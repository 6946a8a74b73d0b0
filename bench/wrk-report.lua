-- wrk's summary as one JSON line for bench/load.ts. Only done() is defined: a script with a
-- response() callback makes wrk hand every answer to Lua, which would slow the generator.
done = function(summary, latency, requests)
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"bytes":%d,"connectErrors":%d,"readErrors":%d,' ..
      '"writeErrors":%d,"statusErrors":%d,"timeouts":%d,"p50Us":%d,"p99Us":%d}\n',
    summary.requests, summary.duration, summary.bytes, errors.connect, errors.read,
    errors.write, errors.status, errors.timeout, latency:percentile(50), latency:percentile(99)))
end
