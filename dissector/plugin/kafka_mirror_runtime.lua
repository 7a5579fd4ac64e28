-- The static part of lua/kafka_mirror.lua: a generic interpreter of the generated tables
-- (MESSAGES, F, E, ERROR_NAMES, ... which dissector/plugin/lua.py writes above this text).
-- The same reads and checks as dissector/wire/codec.py and framing.py.  Edit here, then run
-- `python -m codegen` (or `kmirror lua build`) to regenerate the plugin.
-- RUNTIME STARTS BELOW THIS LINE

---------------------------------------------------------------- preferences and ports

proto.prefs["tcp.ports"] = Pref.range("TCP ports", DEFAULT_PORTS,
  "TCP ports of brokers answering the mirror RPCs (profile " .. PROFILE .. "); other "
  .. "Kafka frames on them are passed to Wireshark's Kafka dissector", 65535)

local tcp_table = DissectorTable.get("tcp.port")
local kafka = Dissector.get("kafka")

-- Kafka over TLS: these ports go to Wireshark's TLS dissector, whose decrypted
-- application data (given tls.keylog_file or secrets in the pcapng) comes to us.
proto.prefs["tls.ports"] = Pref.range("TLS ports", "",
  "TCP ports of brokers speaking TLS (security.protocol SSL/SASL_SSL): decrypted with "
  .. "the TLS protocol's key log (tls.keylog_file), then decoded like the TCP ports", 65535)
local tls_table = DissectorTable.get("tls.port")
local tls_handle = Dissector.get("tls")
local previous_tls = {} -- TLS port -> the TCP dissector it had before us (false: none)

local PORTS = {}       -- port -> true
local previous = {}    -- port -> dissector it had before us (false: none)

local function parse_ports(text)
  local set = {}
  for part in string.gmatch(tostring(text or ""), "[^,%s]+") do
    local a, b = string.match(part, "^(%d+)%-(%d+)$")
    if a then
      a, b = tonumber(a), tonumber(b)
      if a > b then a, b = b, a end
      for p = a, math.min(b, 65535) do set[p] = true end
    elseif string.match(part, "^%d+$") then
      local p = tonumber(part)
      if p <= 65535 then set[p] = true end
    end
  end
  return set
end

local function apply_ports()
  local want = parse_ports(proto.prefs["tcp.ports"])
  for port, prev in pairs(previous) do
    if not want[port] then
      tcp_table:remove(port, proto)
      tls_table:remove(port, proto)
      if prev then tcp_table:add(port, prev) end
      previous[port] = nil
    end
  end
  for port in pairs(want) do
    if previous[port] == nil then
      previous[port] = tcp_table:get_dissector(port) or false
    end
    -- Again each time: a Kafka port preference applied after us takes the port back.
    tcp_table:add(port, proto)
    tls_table:add(port, proto) -- Kafka over TLS on the same port (see proto.dissector)
  end
  local over_tls = parse_ports(proto.prefs["tls.ports"])
  for port, prev in pairs(previous_tls) do
    if not over_tls[port] then
      tls_table:remove(port, proto)
      tcp_table:remove(port, tls_handle)
      if prev then tcp_table:add(port, prev) end
      previous_tls[port] = nil
    end
  end
  for port in pairs(over_tls) do
    if previous_tls[port] == nil then
      previous_tls[port] = tcp_table:get_dissector(port) or false
    end
    tcp_table:add(port, tls_handle)
    tls_table:add(port, proto)
    want[port] = true
  end
  PORTS = want
end

---------------------------------------------------------------- per-capture state

-- Written only when not pinfo.visited, so every pass sees the first pass's answers.
-- "stream:corr" -> list of {frame, api_key, api_version, mirror, names, ts, resp}
local requests
local responses    -- "stream:corr:frame" -> request entry, or false (not ours)
local broken       -- "stream:dir" -> {frame, offset}: frame size out of bounds there
local withheld     -- "stream:corr:frame" of requests not handed on -> the expert word why
local stats        -- statistic name -> its rows (see the statistics section)
local topic_mirror -- topic -> the mirror it was last seen with (see the statistics section)

function proto.init()
  requests, responses, broken, withheld = {}, {}, {}, {}
  stats, topic_mirror = { partitions = {}, conversations = {}, errors = {} }, {}
  apply_ports()
end

function proto.prefs_changed()
  apply_ports()
end

---------------------------------------------------------------- reading

local Failure = {}

local function fail(word, off, detail)
  error(setmetatable({ word = word, off = off, detail = detail }, Failure), 0)
end

-- v in the version range r ({ low, high }, high -1: every later version), false for none
local function inr(r, v)
  return r and v >= r.low and (r.high < 0 or v <= r.high) or false
end

-- c.e is where the captured bytes end; c.rep, set only when the frame was cut by the
-- snap length, where its reported bytes end.  Bytes wanted past c.e are "truncated" at
-- c.e when the frame was cut and they fit in it; else the fault is `word` at pos.
local function beyond(c, stop, word, pos, detail)
  if stop <= c.e then return end
  if c.rep and stop <= c.rep then fail("truncated", c.e, detail) end
  fail(word, pos, detail)
end

-- The largest count or size a length field may claim: the reported end counts.
local function room(c, p)
  return (c.rep or c.e) - p
end

local function need(c, pos, n, what)
  beyond(c, pos + n, "pdu_length_mismatch", pos,
    string.format("%s needs %d bytes, %d left", what, n, math.max(c.e - pos, 0)))
end

local function rng(c, pos, n)
  return c.tvb:range(pos, n)
end

local function uvarint(c, pos)
  local start, value, mul = pos, 0, 1
  while true do
    if pos >= c.e then need(c, start, pos - start + 1, "varint") end
    local b = c.tvb:range(pos, 1):uint()
    pos = pos + 1
    if b < 128 then return value + b * mul, pos end
    value = value + (b - 128) * mul
    mul = mul * 128
    if pos - start >= 5 then fail("bad_varint", start, "more than 5 bytes") end
  end
end

local FIXED = { int8 = 1, int16 = 2, uint16 = 2, int32 = 4, uint32 = 4, int64 = 8,
  float64 = 8, bool = 1, uuid = 16 }

-- A length prefix: -1 for null, else a count; compact, or classic int16 / int32.
local function read_len(c, pos, word)
  if c.flex then
    local n, p = uvarint(c, pos)
    return n - 1, p
  end
  if word == "bad_string_length" then
    need(c, pos, 2, "string length")
    return c.tvb:range(pos, 2):int(), pos + 2
  end
  need(c, pos, 4, "length")
  return c.tvb:range(pos, 4):int(), pos + 4
end

local function note(c, item, word, off)
  item:add_proto_expert_info(E[word], string.format("%s@%d", word, off))
  c.word = c.word or word
end

-- Body items this plugin adds to one packet at most (see items_left).
local ITEM_BUDGET = 300000

-- One tree item more for the body at pos: past the packet's budget of items the body is
-- not shown further, flagged tree_item_limit at pos.
local function spend(c, pos)
  local b = c.budget
  b.left = b.left - 1
  if b.left < 0 then
    b.left = 0
    fail("tree_item_limit", pos, string.format("%d tree items of this plugin's in this packet",
      ITEM_BUDGET))
  end
end

local function null_item(c, tree, label, pos, p, nullable)
  spend(c, pos)
  local item = tree:add(rng(c, pos, p - pos), label .. ": null")
  if not nullable then note(c, item, "nullable_violation", pos) end
  return item
end

local function add_name(c, value)
  if value and not c.seen[value] then
    c.seen[value] = true
    c.names[#c.names + 1] = value
  end
end

-- A partition state read in the body (a state field, fd.st): a row of the partition
-- statistics, with the topic, partition and mirror of the structs around it.
local function state_row(c, state)
  local row, s = { state = state, scope = c.scope }, c.scope
  while s do
    row.topic = row.topic or s.topic
    row.partition = row.partition or s.partition
    row.mirror = row.mirror or s.mirror
    s = s.up
  end
  c.rows[#c.rows + 1] = row
end

local function primitive(c, tree, fd, typ, nullable, pos)
  local size = FIXED[typ]
  if size then
    need(c, pos, size, typ)
    spend(c, pos)
    local r = rng(c, pos, size)
    if typ == "bool" then
      tree:add(fd.f, r, r:uint() ~= 0)
    else
      tree:add(fd.f, r)
    end
    if fd.pi then c.scope.partition = r:int() end
    if fd.st then state_row(c, STATE_NAMES[r:int()] or tostring(r:int())) end
    if fd.ec then
      local code = r:int()
      c.scope.err = code
      c.seen_err = true
      if #c.stack == 0 then
        c.top_err = code
      elseif code ~= 0 and c.err == nil then
        c.err = code
        c.err_path = table.concat(c.stack, ".") .. "." .. fd.k
      end
    end
    return pos + size
  end
  local text = typ == "string"
  local word = text and "bad_string_length" or "bad_bytes_length"
  local n, p = read_len(c, pos, word)
  if n == -1 then
    null_item(c, tree, fd.n, pos, p, nullable)
    return p
  end
  if n < -1 then fail(word, pos, string.format("length %d", n)) end
  beyond(c, p + n, word, pos, string.format("length %d, %d bytes left", n, c.e - p))
  spend(c, pos)
  local r = rng(c, p, n)
  if text then
    local s = r:string(ENC_UTF_8)
    tree:add(fd.f, r, s)
    if fd.mn then
      add_name(c, s)
      c.scope.mirror = s
    end
    if fd.tn then
      c.scope.topic = s
      c.first_topic = c.first_topic or s
    end
    if fd.st then state_row(c, s) end
  else
    local item = tree:add(fd.f, r)
    if n == 0 then item:set_text(fd.n .. ": (empty)") end
  end
  return p + n
end

local struct

local function array(c, tree, fd, nullable, pos)
  local n, p = read_len(c, pos, "bad_array_length")
  if n == -1 then
    null_item(c, tree, fd.n, pos, p, nullable)
    return p
  end
  if n < -1 or n > room(c, p) then
    fail("bad_array_length", pos, string.format("count %d, %d bytes left", n, c.e - p))
  end
  spend(c, pos)
  local box = tree:add(rng(c, pos, p - pos), string.format("%s (%d)", fd.n, n))
  local depth = #c.stack
  local ok, err = pcall(function()
    for i = 0, n - 1 do
      c.stack[depth + 1] = string.format("%s[%d]", fd.k, i)
      if fd.e then
        p = primitive(c, box, fd, fd.e, false, p)
      else
        spend(c, p)
        local item = box:add(fd.f, rng(c, p, 0))
        item:set_text(string.format("%s [%d]", fd.n, i))
        local q = struct(c, item, fd.sub, p)
        item:set_len(q - p)
        p = q
      end
    end
  end)
  c.stack[depth + 1] = nil
  box:set_len(p - pos)
  if not ok then error(err, 0) end
  return p
end

local function field(c, tree, fd, pos)
  local nullable = inr(fd.nv, c.v)
  if fd.t == "array" then return array(c, tree, fd, nullable, pos) end
  if fd.t == "struct" then
    local start = pos
    if nullable then
      need(c, pos, 1, "struct presence byte")
      local present = c.tvb:range(pos, 1):int()
      pos = pos + 1
      if present < 0 then
        spend(c, start)
        tree:add(rng(c, start, 1), fd.n .. ": null")
        return pos
      end
    end
    spend(c, start)
    local item = tree:add(fd.f, rng(c, start, 0))
    local depth = #c.stack
    c.stack[depth + 1] = fd.k
    local ok, q = pcall(struct, c, item, fd.sub, pos)
    c.stack[depth + 1] = nil
    if not ok then error(q, 0) end
    item:set_len(q - start)
    return q
  end
  return primitive(c, tree, fd, fd.t, nullable, pos)
end

-- A tagged-field section: known tags decoded into tree, others shown raw.
local function tagged_fields(c, tree, pos, known)
  local start = pos
  local count, p = uvarint(c, pos)
  if count > room(c, p) then
    fail("bad_tagged_fields", start, string.format("%d tagged fields", count))
  end
  local last = -1
  for _ = 1, count do
    local tag_at = p
    local tag, size
    tag, p = uvarint(c, p)
    size, p = uvarint(c, p)
    if tag <= last then
      fail("bad_tagged_fields", tag_at, string.format("tag %d, size %d", tag, size))
    end
    beyond(c, p + size, "bad_tagged_fields", tag_at, string.format("tag %d, size %d", tag, size))
    last = tag
    local fd = known and known[tag]
    if fd then
      local sub = { tvb = c.tvb, e = p + size, flex = c.flex, v = c.v,
        names = c.names, seen = c.seen, stack = c.stack, budget = c.budget,
        scope = c.scope, rows = c.rows, topic_mirror = c.topic_mirror }
      local q = field(sub, tree, fd, p)
      if sub.top_err ~= nil then c.top_err = sub.top_err end
      if sub.err ~= nil and c.err == nil then c.err, c.err_path = sub.err, sub.err_path end
      c.seen_err = c.seen_err or sub.seen_err
      c.word = c.word or sub.word
      if q ~= p + size then
        fail("bad_tagged_fields", tag_at, string.format("tag %d size mismatch", tag))
      end
    else
      spend(c, tag_at)
      spend(c, tag_at)
      local item = tree:add(F["kafka_mirror.unknown_tag"], rng(c, tag_at, p + size - tag_at), tag)
      item:add(F["kafka_mirror.unknown_tag_data"], rng(c, p, size))
    end
    p = p + size
  end
  return p
end

struct = function(c, tree, fields, pos)
  local outer = c.scope
  c.scope = { up = outer }  -- topic, partition and mirror read in this struct
  local tagged
  for _, fd in ipairs(fields) do
    if inr(fd.v, c.v) then
      if c.flex and inr(fd.tv, c.v) then
        tagged = tagged or {}
        tagged[fd.tag] = fd
      else
        pos = field(c, tree, fd, pos)
      end
    end
  end
  if c.flex then pos = tagged_fields(c, tree, pos, tagged) end
  local topic, s = c.scope.topic, c.scope
  while topic and s and not s.mirror do s = s.up end
  if topic and s then c.topic_mirror[topic] = s.mirror end  -- for the statistics
  c.scope = outer
  return pos
end

-- Run fn; a Failure becomes expert info at its offset, anything else is a bug: re-raised.
local function guarded(c, root, fn)
  local ok, err = pcall(fn)
  if ok then return true end
  if getmetatable(err) ~= Failure then error(err, 0) end
  c.word = c.word or err.word
  local off = math.max(math.min(err.off, c.tvb:len() - 1), 0)
  root:add_tvb_expert_info(E[err.word], c.tvb:range(off, math.min(1, c.tvb:len() - off)),
    string.format("%s@%d: %s", err.word, err.off, err.detail or ""))
  return false
end

---------------------------------------------------------------- frames

-- The connection, oriented client-server (the same key for both directions).  Not
-- tcp.stream: Field extractors see nothing when tshark's first pass builds no tree.
local function stream_of(pinfo, request)
  local a = tostring(pinfo.src) .. ":" .. tostring(pinfo.src_port)
  local b = tostring(pinfo.dst) .. ":" .. tostring(pinfo.dst_port)
  if request then return a .. "-" .. b end
  return b .. "-" .. a
end

local function is_request(pinfo)
  local d, s = pinfo.dst_port, pinfo.src_port
  if PORTS[d] and PORTS[s] then return d <= s end
  return PORTS[d] == true
end

local function nstime(seconds)
  local whole = math.floor(seconds)
  return NSTime.new(whole, math.floor((seconds - whole) * 1e6 + 0.5) * 1000)
end

-- Info of one PDU.  tcp_dissect_pdus fences the column after each PDU; text left
-- before the fence (an earlier PDU of this packet) gets a separator.
local function info(pinfo, root, text)
  root:append_text(", " .. text)
  pinfo.cols.protocol:set("Kafka Mirror")
  pinfo.cols.info:clear()
  if tostring(pinfo.cols.info) ~= "" then text = ", " .. text end
  pinfo.cols.info:set(text)
end

-- A response's error by dissector.wire.standard.ERROR_CODE_RULE: the top-level error_code if
-- non-zero, else the first non-zero nested one in wire order, else 0; nil when the body
-- (as far as it was decoded) has none.  Returns code, path.
local function error_of(c)
  if c.top_err and c.top_err ~= 0 then return c.top_err, "error_code" end
  if c.err then return c.err, c.err_path end
  if c.seen_err then return 0, nil end
  return nil, nil
end

local function error_text(code)
  return ERROR_NAMES[code] or ("error " .. code)
end

local function summary(c, rpc, v, kind, names)
  local s = string.format("%s v%d %s", rpc, v, kind)
  if names and #names > 0 then s = s .. ", mirror " .. table.concat(names, ",") end
  local code = error_of(c)
  if code and code ~= 0 then s = s .. ", " .. error_text(code) end
  if c.word then s = s .. " [" .. c.word .. "]" end
  return s
end

-- The filterable summary of a mirror message (generated items): every mirror name
-- (a response's own, else its request's), and for a response its error, its name and
-- the path of the field it came from; a non-zero error is a response-code expert info.
local function add_summary(c, box, names, response, rpc)
  local r0 = c.tvb:range(0, 0)
  for _, name in ipairs(names or {}) do
    if c.budget.left <= 0 then break end  -- the names of the body are items too
    c.budget.left = c.budget.left - 1
    box:add(F["kafka_mirror.mirror_name"], r0, name):set_generated()
  end
  if not response then return end
  local code, path = error_of(c)
  if code == nil then return end
  box:add(F["kafka_mirror.error_code"], r0, code):set_generated()
  box:add(F["kafka_mirror.error_name"], r0, error_text(code)):set_generated()
  if code ~= 0 then
    box:add(F["kafka_mirror.error_path"], r0, path):set_generated()
    local who = #(names or {}) > 0 and (", mirror " .. table.concat(names, ",")) or ""
    box:add_proto_expert_info(RESPONSE_ERROR, string.format("%s Response%s: %s (%d) at %s",
      rpc, who, error_text(code), code, path))
  end
end

-- Kafka's header version of a message: the table's exception, else the rule.
local function header_version(kind, k, v, flex)
  for _, x in ipairs(HEADER_EXCEPTIONS[kind]) do
    if x.api_key == k and v >= x.low and (x.high < 0 or v <= x.high) then
      return x.header_version
    end
  end
  return HEADER_RULE[kind][flex and 2 or 1]
end

local function header_tags(c, root, pos)
  local ok = guarded(c, root, function()
    local ok2, err = pcall(tagged_fields, c, root, pos, nil)
    if ok2 then pos = err; return end
    if getmetatable(err) == Failure and err.word == "pdu_length_mismatch" then
      fail("truncated", err.off, "header tagged fields")
    end
    error(err, 0)
  end)
  return ok and pos or nil
end

local function body(c, root, spec, pos)
  local ok = guarded(c, root, function() pos = struct(c, root, spec.fields, pos) end)
  if ok and pos ~= c.tvb:len() then
    c.word = c.word or "pdu_length_mismatch"
    root:add_tvb_expert_info(E.pdu_length_mismatch,
      c.tvb:range(math.min(pos, c.tvb:len() - 1), pos < c.tvb:len() and 1 or 0),
      string.format("pdu_length_mismatch@%d: body ends at %d, frame at %d",
        pos, pos, c.tvb:len()))
  end
end

-- The frame's reported length: its size field's when get_len gave it the rest of a cut
-- segment (a reported length past the frame's end).
local function frame_rep(tvb)
  local rep = tvb:reported_len()
  if tvb:len() >= 4 then
    local size = tvb:range(0, 4):int()
    if size >= MIN_FRAME and size + 4 < rep then return size + 4 end
  end
  return rep
end

---------------------------------------------------------------- statistics

-- Rows of `tshark -z kafka_mirror.NAME` and of Statistics > Kafka Mirror, written on the
-- first pass (not pinfo.visited) by the decoders: NAME -> list of rows.
stats = { partitions = {}, conversations = {}, errors = {} }

local function add_row(name, row)
  local rows = stats[name]
  row.n = #rows + 1
  rows[row.n] = row
end

-- The columns of each statistic, in order (rows sorted by the first).
local STAT_COLUMNS = {
  partitions = { "frame", "time", "mirror", "topic", "partition", "state", "source" },
  conversations = { "request_frame", "response_frame", "time", "api_name", "mirror",
    "client_id", "client", "server", "correlation_id", "error_name" },
  errors = { "frame", "time", "api_name", "mirror", "path", "error_code", "error_name" },
}
local STAT_TITLES = { partitions = "partition states over time",
  conversations = "mirror conversations", errors = "errors by mirror" }

-- The topic -> mirror pairs read so far (a request naming topics only, such as
-- RemoveTopicsFromMirror's, is the mirror's that its first topic was last seen with).
topic_mirror = {}

-- Rows of the conversations statistic for one exchange: one per mirror it names (a
-- request naming topics only: the mirror of its first topic).
local function conversation(entry, rpc, names, response_frame, error_name)
  local mirrors = names or {}
  if #mirrors == 0 then mirrors = { entry.topic and topic_mirror[entry.topic] } end

  for i = 1, math.max(#mirrors, 1) do
    add_row("conversations", { request_frame = entry.frame, response_frame = response_frame,
      time = entry.ts, api_name = rpc, mirror = mirrors[i], client_id = entry.client_id,
      client = entry.client, server = entry.server, correlation_id = entry.corr,
      error_name = error_name })
  end
end

local function add_states(pinfo, c, msg, names)
  for topic, mirror in pairs(c.topic_mirror) do topic_mirror[topic] = mirror end
  if names[1] and c.first_topic and not c.topic_mirror[c.first_topic] then
    topic_mirror[c.first_topic] = names[1]
  end
  if c.top_err and c.top_err ~= 0 then return end  -- a failed response shows no state
  for _, r in ipairs(c.rows) do
    if not (r.scope.err and r.scope.err ~= 0) then  -- nor a partition with its own error
      r.frame, r.time, r.source, r.scope = pinfo.number, pinfo.abs_ts, msg.rpc, nil
      r.mirror = r.mirror or names[1]
      add_row("partitions", r)
    end
  end
end

local function note_request(pinfo, c, msg, names)
  add_states(pinfo, c, msg, names)
end

local function note_response(pinfo, c, msg, names, entry)
  add_states(pinfo, c, msg, names)
  local code, path = error_of(c)
  conversation(entry, msg.rpc, names, pinfo.number, code and error_text(code))
  if code and code ~= 0 then
    add_row("errors", { frame = pinfo.number, time = pinfo.abs_ts, api_name = msg.rpc,
      mirror = names[1], path = path, error_code = code, error_name = error_text(code) })
  end
end

local function utc(seconds)
  local whole = math.floor(seconds)
  return os.date("!%Y-%m-%d %H:%M:%S", whole)
    .. string.format(".%06d", math.floor((seconds - whole) * 1e6 + 0.5))
end

-- The text of statistic name: a title line, the column names, then one line per row,
-- tab-separated (an absent value is empty).
local function stat_text(name)
  local cols = STAT_COLUMNS[name]
  local rows, known = {}, {}
  if name == "conversations" then
    -- requests never answered: a row each, without response
    for _, list in pairs(requests) do
      for _, entry in ipairs(list) do
        if entry.mirror and not entry.resp and not entry.listed then
          entry.listed = true
          conversation(entry, entry.rpc, entry.names)
        end
      end
    end
    -- A mirror's conversations: of the mirrors some exchange answered without an error
    -- (not one only named in a request that failed, e.g. RESOURCE_NOT_FOUND).
    for _, r in ipairs(stats[name]) do
      if r.mirror and r.error_name == "NONE" then known[r.mirror] = true end
    end
  end
  for _, r in ipairs(stats[name]) do
    if name ~= "conversations" or known[r.mirror] then rows[#rows + 1] = r end
  end
  local key = cols[1]
  table.sort(rows, function(a, b)
    if a[key] ~= b[key] then return a[key] < b[key] end
    return a.n < b.n
  end)
  local lines = { "Kafka Mirror: " .. STAT_TITLES[name], table.concat(cols, "\t") }
  for _, r in ipairs(rows) do
    local cells = {}
    for i, col in ipairs(cols) do
      local v = r[col]
      if col == "time" and v then v = utc(v) end
      cells[i] = v == nil and "" or tostring(v)
    end
    lines[#lines + 1] = table.concat(cells, "\t")
  end
  return table.concat(lines, "\n")
end

-- tshark -z kafka_mirror.NAME: the statistic printed when the capture is read.
for name in pairs(STAT_COLUMNS) do
  register_stat_cmd_arg("kafka_mirror." .. name, function()
    local tap = Listener.new(nil, "kafka_mirror")
    function tap.draw()
      local rule = string.rep("=", 80)
      print(rule .. "\n" .. stat_text(name) .. "\n" .. rule)
    end
  end)
end

-- Statistics > Kafka Mirror in Wireshark: the same text in a window (MENU_STAT_GENERIC items
-- of Lua do not show in 4.0's Statistics menu; MENU_PACKET_STAT_UNSORTED ones do).  (Registered in
-- tshark too, where no menu shows: gui_enabled() is still false while plugins load.)
for _, name in ipairs({ "partitions", "conversations", "errors" }) do
  local title = STAT_TITLES[name]
  register_menu("Kafka Mirror/" .. title:sub(1, 1):upper() .. title:sub(2), function()
    local w = TextWindow.new("Kafka Mirror: " .. title)
    w:set(stat_text(name))
  end, MENU_PACKET_STAT_UNSORTED)
end

-- Wireshark throws DissectorError when a packet's tree would hold more than
-- gui.max_tree_items (1,000,000) items; thrown inside TreeItem:add it unwinds through
-- Lua (Wireshark 4.0: SIGSEGV; 4.4: abort).  One mirror frame can hold that many
-- fields (a DescribeMirrors request of 1.1 million empty names, 1.1 MB), so the body
-- items this plugin adds to a packet are counted and stop at ITEM_BUDGET.
local ITEMS_KEY = "kafka_mirror.items"

local function items_left(pinfo)
  return { left = ITEM_BUDGET - (tonumber(pinfo.private[ITEMS_KEY] or "0") or 0) }
end

local function items_spent(pinfo, budget)
  pinfo.private[ITEMS_KEY] = tostring(ITEM_BUDGET - budget.left)
end

local function dissect_request(tvb, pinfo, tree, stream, msg)
  local root = tree:add(proto, tvb())
  local len = tvb:len()
  local c = { tvb = tvb, e = len, names = {}, seen = {}, stack = {}, budget = items_left(pinfo),
    rows = {}, topic_mirror = {} }
  if len < frame_rep(tvb) then c.rep = frame_rep(tvb) end
  root:add(F["kafka_mirror.len"], tvb:range(0, 4))
  root:add(F["kafka_mirror.api_key"], tvb:range(4, 2))
  root:add(F["kafka_mirror.api_version"], tvb:range(6, 2))
  root:add(F["kafka_mirror.correlation_id"], tvb:range(8, 4))
  local k, v, corr = tvb:range(4, 2):int(), tvb:range(6, 2):int(), tvb:range(8, 4):int()
  root:add(F["kafka_mirror.rpc"], tvb:range(4, 2), msg.rpc):set_generated()
  local spec = msg.request
  local flex = inr(spec.flex, v)
  c.flex, c.v = flex, v
  local entry
  if pinfo.visited then
    for _, r in ipairs(requests[stream .. ":" .. corr] or {}) do
      if r.frame == pinfo.number and r.mirror then entry = r end
    end
  else
    entry = { frame = pinfo.number, api_key = k, api_version = v, mirror = true,
      ts = pinfo.abs_ts, client = tostring(pinfo.src) .. ":" .. pinfo.src_port,
      server = tostring(pinfo.dst) .. ":" .. pinfo.dst_port, corr = corr }
    local key = stream .. ":" .. corr
    requests[key] = requests[key] or {}
    table.insert(requests[key], entry)
  end
  local hv = header_version("request", k, v, flex)
  local pos = 12
  local ok = guarded(c, root, function()
    if hv == 0 then return end
    need(c, 12, 2, "client_id length")
    local n = tvb:range(12, 2):int()
    pos = 14
    if n >= 0 then
      beyond(c, pos + n, "truncated", pos, string.format("client_id of %d bytes", n))
      c.client_id = tvb:range(pos, n):string(ENC_UTF_8)
      root:add(F["kafka_mirror.client_id"], tvb:range(pos, n), c.client_id)
      pos = pos + n
    elseif n == -1 then
      root:add(tvb:range(12, 2), "Client ID: null")
    else
      fail("bad_string_length", 12, string.format("client_id length %d", n))
    end
  end)
  if ok and hv >= 2 then pos = header_tags(c, root, pos) end
  if entry and entry.resp then
    root:add(F["kafka_mirror.response_frame"], tvb:range(0, 0), entry.resp):set_generated()
  end
  local box = root:add(F["kafka_mirror.summary"], tvb:range(0, 0))
  box:set_generated()
  if ok and pos then
    if not inr(spec.valid, v) then
      c.word = "unsupported_api_version"
      root:add_tvb_expert_info(E.unsupported_api_version, tvb:range(6, 2),
        string.format("unsupported_api_version@6: %s has no version %d", spec.name, v))
    else
      body(c, root, spec, pos)
    end
  end
  if entry and not pinfo.visited then entry.names = c.names end
  local names = c.names
  if #names == 0 and entry and entry.names then names = entry.names end
  add_summary(c, box, names, false, msg.rpc)
  items_spent(pinfo, c.budget)
  if entry and not pinfo.visited then
    entry.client_id, entry.topic, entry.rpc = c.client_id, c.first_topic, msg.rpc
    note_request(pinfo, c, msg, names)
  end
  info(pinfo, root, summary(c, msg.rpc, v, "Request", names))
end

local function dissect_response(tvb, pinfo, tree, entry, msg)
  local root = tree:add(proto, tvb())
  local len = tvb:len()
  local k, v = entry.api_key, entry.api_version
  local spec = msg.response
  local flex = inr(spec.flex, v)
  local c = { tvb = tvb, e = len, names = {}, seen = {}, flex = flex, v = v, stack = {},
    budget = items_left(pinfo), rows = {}, topic_mirror = {} }
  if len < frame_rep(tvb) then c.rep = frame_rep(tvb) end
  root:add(F["kafka_mirror.len"], tvb:range(0, 4))
  root:add(F["kafka_mirror.correlation_id"], tvb:range(4, 4))
  root:add(F["kafka_mirror.api_key"], tvb:range(0, 0), k):set_generated()
  root:add(F["kafka_mirror.api_version"], tvb:range(0, 0), v):set_generated()
  root:add(F["kafka_mirror.rpc"], tvb:range(0, 0), msg.rpc):set_generated()
  root:add(F["kafka_mirror.request_frame"], tvb:range(0, 0), entry.frame):set_generated()
  if entry.ts and pinfo.abs_ts >= entry.ts then
    root:add(F["kafka_mirror.response_time"], tvb:range(0, 0), nstime(pinfo.abs_ts - entry.ts))
      :set_generated()
  end
  local box = root:add(F["kafka_mirror.summary"], tvb:range(0, 0))
  box:set_generated()
  local pos = 8
  if header_version("response", k, v, flex) >= 1 then pos = header_tags(c, root, pos) end
  if pos then
    if not inr(spec.valid, v) then
      root:add(tvb:range(0, 0), string.format("Body not decoded: %s has no version %d",
        spec.name, v))
    else
      body(c, root, spec, pos)
    end
  end
  local names = c.names
  if #names == 0 then names = entry.names end
  add_summary(c, box, names, true, msg.rpc)
  items_spent(pinfo, c.budget)
  if not pinfo.visited then note_response(pinfo, c, msg, names, entry) end
  info(pinfo, root, summary(c, msg.rpc, v, "Response", names))
end

---------------------------------------------------------------- frames for Wireshark's Kafka dissector

-- Wireshark's Kafka dissector gets only frames it cannot trip on: an exception it raises
-- for bytes that were not captured (BoundsError), or a failed assertion (a zstd batch
-- that decompresses to nothing: "tvb_composite_finalize: num_members"), is not caught
-- by Dissector.call in Wireshark 4.0 and takes the process down.  So cut frames, and
-- Produce requests / Fetch responses holding a compressed batch whose compressed bytes
-- are not whole, are decoded here (header) and flagged instead.

local function u8(s, p) return string.byte(s, p + 1) end

local function be32(s, p)
  local a, b, c, d = string.byte(s, p + 1, p + 4)
  local v = ((a * 256 + b) * 256 + c) * 256 + d
  if v >= 2147483648 then v = v - 4294967296 end
  return v
end

local function le32(s, p)
  local a, b, c, d = string.byte(s, p + 1, p + 4)
  return ((d * 256 + c) * 256 + b) * 256 + a
end

local function bit(v, n) return math.floor(v / 2 ^ n) % 2 == 1 end

-- Wireshark 4.0's Kafka dissector asserts (DissectorError: through Lua, fatal) when a
-- batch's zstd data takes 100 decompression steps; a block (128 KiB out at most) takes
-- one or two.
local ZSTD_BLOCKS = 40

-- zstd frames (RFC 8878) covering [a, b) exactly, at least one block with content, and
-- ZSTD_BLOCKS blocks at most.
local function zstd_whole(s, a, b)
  local p, content, blocks = a, false, 0
  while p < b do
    if b - p < 6 or le32(s, p) ~= 0xFD2FB528 then return false end
    local fhd = u8(s, p + 4)
    p = p + 5
    if bit(fhd, 3) then return false end
    local single, fcs = bit(fhd, 5), math.floor(fhd / 64)
    if not single then p = p + 1 end
    p = p + ({ 0, 1, 2, 4 })[fhd % 4 + 1]
    local fcs_size = ({ single and 1 or 0, 2, 4, 8 })[fcs + 1]
    if p + fcs_size > b then return false end
    if fcs_size > 0 and fcs_size ~= 2 then  -- the 2-byte form stores size - 256
      local zero = true
      for i = p, p + fcs_size - 1 do if u8(s, i) ~= 0 then zero = false end end
      if zero then return false end
    end
    p = p + fcs_size
    local last = false
    while not last do
      if p + 3 > b then return false end
      local h = u8(s, p) + u8(s, p + 1) * 256 + u8(s, p + 2) * 65536
      p = p + 3
      last = h % 2 == 1
      blocks = blocks + 1
      if blocks > ZSTD_BLOCKS then return false end
      local typ, size = math.floor(h / 2) % 4, math.floor(h / 8)
      if typ == 3 then return false end
      if size > 0 then content = true end
      p = p + (typ == 1 and 1 or size)
      if p > b then return false end
    end
    if bit(fhd, 2) then p = p + 4 end
    if p > b then return false end
  end
  return content
end

-- LZ4 frames covering [a, b) exactly, at least one non-empty block.
local function lz4_whole(s, a, b)
  local p, content = a, false
  while p < b do
    if b - p < 7 or le32(s, p) ~= 0x184D2204 then return false end
    local flg = u8(s, p + 4)
    if math.floor(flg / 64) ~= 1 then return false end
    p = p + 6
    if bit(flg, 3) then
      if p + 8 > b or string.sub(s, p + 1, p + 8) == string.rep("\0", 8) then return false end
      p = p + 8
    end
    if bit(flg, 0) then p = p + 4 end
    p = p + 1
    while true do
      if p + 4 > b then return false end
      local size = le32(s, p)
      p = p + 4
      if size == 0 then break end
      if size >= 2147483648 then size = size - 2147483648 end
      if size == 0 then return false end
      content = true
      p = p + size + (bit(flg, 4) and 4 or 0)
      if p > b then return false end
    end
    if bit(flg, 2) then p = p + 4 end
    if p > b then return false end
  end
  return content
end

-- Snappy: xerial framing must hold whole, non-empty chunks; raw snappy is safe.
local function snappy_whole(s, a, b)
  if b - a < 16 or string.sub(s, a + 1, a + 8) ~= "\130SNAPPY\0" then return true end
  local p = a + 16
  if p >= b then return false end
  while p < b do
    if p + 4 > b then return false end
    local n = be32(s, p)
    p = p + 4
    if n <= 0 or p + n > b or u8(s, p) == 0 then return false end
    p = p + n
  end
  return true
end

local WHOLE = { [2] = snappy_whole, [3] = lz4_whole, [4] = zstd_whole }

-- The compressed bytes [a, b) and codec of the batch (magic 2) or message (magic 0/1)
-- at p in s, which ends at stop; nil when it is not compressed or has no value.
local function compressed_part(s, p, stop)
  local magic = u8(s, p + 16)
  if magic == 2 then return p + 61, stop, u8(s, p + 22) % 8 end
  local v = p + 18 + 8 * magic           -- key length
  if v + 4 > stop then return nil end
  v = v + 4 + math.max(be32(s, v), 0)    -- value length
  if v + 4 > stop then return nil end
  local b = v + 4 + math.max(be32(s, v), 0)
  if b > stop then return nil end
  return v + 4, b, u8(s, p + 17) % 8
end

-- A zigzag varint of s at p: value, next position (nil past stop or 5 bytes).
local function zigzag(s, p, stop)
  local v, mul = 0, 1
  for i = p, math.min(p + 4, stop - 1) do
    local b = u8(s, i)
    v = v + (b % 128) * mul
    if b < 128 then
      if v % 2 == 1 then return -(v + 1) / 2, i + 1 end
      return v / 2, i + 1
    end
    mul = mul * 128
  end
  return nil
end

-- The record headers of the uncompressed records [p, stop) of a batch (as far as they
-- read right): Wireshark's Kafka dissector adds about 6 tree items for each.
local function record_headers(s, p, stop)
  local headers = 0
  while p < stop do
    local len, q = zigzag(s, p, stop)
    if not len or len < 0 or q + len > stop then return headers end
    local r, e = q + 1, q + len  -- after the attributes byte
    local ok = true
    for _ = 1, 2 do  -- timestamp and offset deltas
      local _, nxt = zigzag(s, r, e)
      if not nxt then ok = false; break end
      r = nxt
    end
    for _ = 1, 2 do  -- key and value
      if not ok then break end
      local n, nxt = zigzag(s, r, e)
      if not n then ok = false; break end
      r = nxt + math.max(n, 0)
    end
    if ok then
      local n = zigzag(s, r, e)
      if n and n > 0 then headers = headers + math.min(n, len) end
    end
    p = q + len
  end
  return headers
end

-- The record batches (or messages) of the records bytes [x, x + size): walked one after
-- the other as Kafka lays them out (a last one may be partial).  Returns the offset and
-- codec of the first compressed one whose compressed bytes are not whole, else nil;
-- false when [x, x + size) does not hold batches at all.  Each batch walked is noted in
-- seen (if given): its offset -> { records (as far as its bytes can hold), bytes }.
local function walk_records(s, x, size, legacy, seen)
  local stop, y = x + size, x
  while y + 17 <= stop do
    local magic, n = u8(s, y + 16), be32(s, y + 8)
    if legacy ~= (magic < 2) or magic > 2 or n < (magic == 2 and 49 or 14) then
      return y > x and nil or false
    end
    if y + 12 + n > stop then return nil end   -- a partial last batch (Fetch)
    if seen and not seen[y] then
      local records = magic == 2 and be32(s, y + 57) or 1
      records = math.max(math.min(records, math.floor((12 + n) / 7)), 1)
      local headers = 0
      if magic == 2 and u8(s, y + 22) % 8 == 0 then headers = record_headers(s, y + 61, y + 12 + n) end
      seen[y] = { records, 12 + n, headers }
    end
    local a, b, codec = compressed_part(s, y, y + 12 + n)
    local check = a and WHOLE[codec]
    if check and not check(s, a, b) then return a, codec end
    y = y + 12 + n
  end
  return nil
end

-- The first compressed batch whose compressed bytes are not whole in frame bytes s of a
-- Produce request or Fetch response: its offset and codec, else nil.  Every magic byte
-- is tried as the first batch of a records field, which must be preceded by the field's
-- length (int32, or a compact unsigned varint of length + 1) and hold whole batches.
local function bad_compressed(s, legacy, seen)
  local n = #s
  local pattern = legacy and "[\0\1]" or "\2"
  local q = string.find(s, pattern, 21)
  while q do
    local x = q - 17                     -- the batch's first byte (0-based)
    local sizes = { be32(s, x - 4) }
    local b1, b2, b3 = u8(s, x - 1), u8(s, x - 2), u8(s, x - 3)
    if b1 < 128 then
      sizes[#sizes + 1] = b1 - 1
      if b2 >= 128 then
        sizes[#sizes + 1] = (b2 - 128) + b1 * 128 - 1
        if b3 >= 128 then sizes[#sizes + 1] = (b3 - 128) + (b2 - 128) * 128 + b1 * 16384 - 1 end
      end
    end
    for _, size in ipairs(sizes) do
      if size >= 29 and x + size <= n then
        local at, codec = walk_records(s, x, size, legacy, seen)
        if at then return at, codec end
      end
    end
    q = string.find(s, pattern, q + 1)
  end
  return nil
end

local PRODUCE, FETCH = 0, 1

-- Why Wireshark's Kafka dissector must not see this frame: word, offset, detail; or nil.
local function suspect(tvb, request, api_key, api_version)
  local len = tvb:len()
  if len < frame_rep(tvb) then
    return "truncated", len, string.format("%d of %d bytes captured", len, frame_rep(tvb))
  end
  if (request and api_key == PRODUCE) or (not request and api_key == FETCH) then
    -- Message sets (magic 0/1) up to Produce v2 and Fetch v3, record batches after.
    local legacy = api_version <= (request and 2 or 3)
    local at, codec = bad_compressed(tvb:range(0, len):raw(), legacy)
    if at then
      return "bad_decompression_length", at,
        string.format("%s data not whole%s: not handed to Wireshark's Kafka dissector",
          ({ [2] = "snappy", [3] = "lz4", [4] = "zstd" })[codec],
          codec == 4 and string.format(" or over %d blocks", ZSTD_BLOCKS) or "")
    end
  end
  return nil
end

-- The tree items Wireshark's Kafka dissector may add for a whole frame (see hand_on_frame):
-- 8 a record of its record batches (7 measured under 4.0 for a record without headers),
-- 6 a header of an uncompressed record, and one for every 2 bytes of the rest.
local function kafka_items(tvb, request, api_key, api_version)
  local len = tvb:len()
  local items, rest = 8, len
  if (request and api_key == PRODUCE) or (not request and api_key == FETCH) then
    local seen, at = {}, {}
    bad_compressed(tvb:range(0, len):raw(), api_version <= (request and 2 or 3), seen)
    for y in pairs(seen) do at[#at + 1] = y end
    table.sort(at)
    local covered = -1  -- a batch found inside another one's bytes is not one
    for _, y in ipairs(at) do
      local b = seen[y]
      if y >= covered then
        items = items + 8 * b[1] + 6 * b[3]
        rest = rest - b[2]
        covered = y + b[2]
      end
    end
  end
  return items + math.floor(math.max(rest, 0) / 2)
end

-- A Kafka frame not handed on: its header as far as captured, and why.
local function own_header(tvb, pinfo, tree, request, entry, why)
  local root = tree:add(proto, tvb())
  local len = tvb:len()
  local c = { tvb = tvb, e = len }
  root:add(F["kafka_mirror.len"], tvb:range(0, 4))
  local k, v
  if request then
    if len >= 6 then root:add(F["kafka_mirror.api_key"], tvb:range(4, 2)); k = tvb:range(4, 2):int() end
    if len >= 8 then root:add(F["kafka_mirror.api_version"], tvb:range(6, 2)); v = tvb:range(6, 2):int() end
    if len >= 12 then root:add(F["kafka_mirror.correlation_id"], tvb:range(8, 4)) end
  else
    if len >= 8 then root:add(F["kafka_mirror.correlation_id"], tvb:range(4, 4)) end
    if entry then
      k, v = entry.api_key, entry.api_version
      root:add(F["kafka_mirror.api_key"], tvb:range(0, 0), k):set_generated()
      root:add(F["kafka_mirror.api_version"], tvb:range(0, 0), v):set_generated()
      root:add(F["kafka_mirror.request_frame"], tvb:range(0, 0), entry.frame):set_generated()
    end
  end
  guarded(c, root, function() fail(why[1], why[2], why[3]) end)
  local text = string.format("Kafka %s%s%s, not decoded [%s]",
    k and (API_NAMES[k] or ("api_key " .. k)) or "frame", v and (" v" .. v) or "",
    request and " Request" or (entry and " Response" or ""), c.word)
  info(pinfo, root, text)
end

---------------------------------------------------------------- protocol layers

-- Wireshark adds a protocol layer to a packet for each dissector call that takes bytes
-- (each Dissector.call made here, and each call of this dissector) and asserts that a
-- packet holds fewer than gui.max_tree_depth (500) layers.  Under Wireshark 4.0 that
-- assertion's DissectorError, thrown inside Dissector.call, unwinds through Lua and
-- corrupts its stack: one TCP segment of 495 small Kafka frames, each handed to
-- Wireshark's Kafka dissector by its own call, died by SIGSEGV.  Under 4.4 it is a
-- "Dissector bug" and every later frame of the packet is left undecoded.  So the layers
-- this plugin adds to a packet are counted (pinfo.private lives for one dissection of
-- one packet) and kept well under the limit: frames go to Wireshark's Kafka dissector one
-- by one while the packet holds fewer than HAND_ONE_BY_ONE of ours, then the rest of the
-- segment's together in one call (a copy of their bytes: Wireshark's Kafka dissector
-- walks the frames of a buffer itself), and past LAYER_LIMIT (only reached when a
-- dissector below calls this one hundreds of times for one packet, e.g. TLS records)
-- not at all: their header is decoded here and flagged layer_limit.
--
-- Likewise Wireshark's Kafka dissector throws DissectorError past gui.max_tree_items
-- (1,000,000) items in a packet (a Produce request of 200,000 records of 7 bytes, 1.4 MB):
-- caught by Dissector.call under 4.4, through Lua and fatal under 4.0.  So the items it
-- may add (kafka_items) are counted too, and a frame that would take the packet past
-- KAFKA_ITEM_BUDGET is not handed on: its header is decoded here, flagged
-- tree_item_limit.
local LAYERS_KEY = "kafka_mirror.layers"
local HAND_ONE_BY_ONE = 100
local LAYER_LIMIT = 300
local KAFKA_ITEMS_KEY = "kafka_mirror.kafka_items"
local KAFKA_ITEM_BUDGET = 500000

local function layers(pinfo)
  return tonumber(pinfo.private[LAYERS_KEY] or "0") or 0
end

local function add_layer(pinfo)
  pinfo.private[LAYERS_KEY] = tostring(layers(pinfo) + 1)
end

-- The frames of the segment being dissected that go to Wireshark's Kafka dissector
-- together (ByteArrays, in order), once dissect_tcp_pdus is done: see hand_on_together.
local together = {}

-- Hand the whole frame tvb, for which Wireshark's Kafka dissector may add items tree
-- items, to that dissector now, or later with the rest of the segment's.  Else false and
-- the expert word why not: the packet has no layer left for it, or no items.
local function hand_on_frame(tvb, pinfo, tree, items)
  local used = tonumber(pinfo.private[KAFKA_ITEMS_KEY] or "0") or 0
  if used + items > KAFKA_ITEM_BUDGET then return false, "tree_item_limit" end
  if layers(pinfo) < HAND_ONE_BY_ONE then
    pinfo.private[KAFKA_ITEMS_KEY] = tostring(used + items)
    add_layer(pinfo)
    pcall(kafka.call, kafka, tvb, pinfo, tree)
    return true
  end
  if #together == 0 then
    if layers(pinfo) >= LAYER_LIMIT then return false, "layer_limit" end
    add_layer(pinfo)  -- the one call of hand_on_together
  end
  pinfo.private[KAFKA_ITEMS_KEY] = tostring(used + items)
  together[#together + 1] = tvb:bytes()
  return true
end

local function hand_on_together(frames, pinfo, tree)
  if #frames == 0 then return end
  local all = frames[1]  -- a copy of its frame's bytes, which the others are appended to
  for i = 2, #frames do all:append(frames[i]) end
  pcall(kafka.call, kafka, all:tvb("Kafka frames handed on together"), pinfo, tree)
end

-- Is the segment being dissected one TCP cannot desegment (snap-cut, say)?  Then
-- dissect_tcp_pdus flags every frame it hands dissect_frame a fragment.
local segment_fragment = false

local function pass_on(tvb, pinfo, tree, request, api_key, api_version, entry)
  local word, off, detail = suspect(tvb, request, api_key, api_version)
  if word then return own_header(tvb, pinfo, tree, request, entry, { word, off, detail }) end
  if not kafka then return end
  local why = entry and withheld[stream_of(pinfo, false) .. ":" .. tvb:range(4, 4):int() .. ":"
    .. entry.frame]
  local b = not request and broken[stream_of(pinfo, false) .. ":c"]
  if b and b.frame <= pinfo.number then
    -- The requests of this connection are not reassembled from there (not handed on):
    -- Wireshark's Kafka dissector may not know which API this response answers.
    tree:add(proto, tvb(0, 0)):append_text(string.format(
      ", response after frame %d, from which this connection's requests are not reassembled",
      b.frame))
  end
  if why then
    -- Its request was not handed to Wireshark's Kafka dissector, which cannot tell this
    -- response's API: said here, from the request this plugin matched.
    local root = tree:add(proto, tvb(0, 0))
    root:add(F["kafka_mirror.api_key"], tvb:range(0, 0), entry.api_key):set_generated()
    root:add(F["kafka_mirror.api_version"], tvb:range(0, 0), entry.api_version):set_generated()
    root:add(F["kafka_mirror.request_frame"], tvb:range(0, 0), entry.frame):set_generated()
    root:append_text(string.format(
      ", response to frame %d (%s: not handed to Wireshark's Kafka dissector)", entry.frame, why))
  end
  -- A read past the end of a tvb flagged a fragment throws FragmentBoundsError, which
  -- Dissector.call does not catch (it catches ReportedBoundsError, not BoundsError,
  -- FragmentBoundsError or DissectorError): the exception unwinds through Lua, pcall
  -- returns false with a nil error, and tshark dies later (seen: SIGSEGV under 4.0).  The
  -- flag is inherited by every tvb made from the frame, the records the Kafka dissector
  -- decompresses included.  So from a flagged segment the frame (whole: captured, its
  -- size field measured by get_len) goes over as a copy: a malformed body is then a
  -- ReportedBoundsError, which the Kafka dissector shows as [Malformed Packet].
  if segment_fragment then tvb = tvb:bytes():tvb("Kafka frame") end
  local items = kafka_items(tvb, request, api_key, api_version)
  local ok, word = hand_on_frame(tvb, pinfo, tree, items)
  if not ok then
    local detail = word == "layer_limit"
      and string.format("%d protocol layers of this plugin's in this packet", layers(pinfo))
      or string.format("up to %d tree items, past this packet's %d", items, KAFKA_ITEM_BUDGET)
    own_header(tvb, pinfo, tree, request, entry,
      { word, 0, detail .. ": not handed to Wireshark's Kafka dissector" })
  end
end

-- dissect_tcp_pdus calls get_len, then dissect_frame on what it measured: desync
-- tells dissect_frame that the bytes it gets are the rest of a desynchronised stream.
local desync = false

local function get_len(tvb, pinfo, offset)
  local request = is_request(pinfo)
  local key = stream_of(pinfo, request) .. (request and ":c" or ":s")
  local b = broken[key]
  local rest = tvb:reported_length_remaining(offset)
  desync = true
  if b and (pinfo.number > b.frame or (pinfo.number == b.frame and offset >= b.offset)) then
    return rest
  end
  if tvb:len() - offset < 4 then  -- size field not captured (snap length)
    desync = false
    return rest
  end
  local size = tvb:range(offset, 4):int()
  if size < MIN_FRAME or size > MAX_FRAME then
    -- Not reassembled: the rest of this direction is flagged, not buffered.
    if not pinfo.visited and not b then broken[key] = { frame = pinfo.number, offset = offset } end
    return rest
  end
  desync = false
  -- In a segment cut by the snap length, tcp_dissect_pdus must not step to a frame
  -- boundary at or past the captured end but before the reported end: it throws
  -- BoundsError there, which unwinds through Lua ("Lua Error: (null)" under 4.0 and 4.4,
  -- the Lua state left broken).  So a frame reaching the captured end takes the rest of
  -- the segment (dissect_frame narrows it back to its size).
  local cap = tvb:len() - offset
  if size + 4 >= cap and cap < rest then return math.max(size + 4, rest) end
  return size + 4
end

local function dissect_frame(tvb, pinfo, tree)
  local len = tvb:len()
  local request = is_request(pinfo)
  local stream = stream_of(pinfo, request)
  local size = len >= 4 and tvb:range(0, 4):int() or nil
  if not desync and size and size >= MIN_FRAME and size + 4 <= len and tvb:reported_len() > len then
    tvb = tvb:range(0, size + 4):tvb()  -- whole, given the rest of a cut segment by get_len
    len = size + 4
  end
  if desync or size == nil or size < MIN_FRAME or size > MAX_FRAME then
    local root = tree:add(proto, tvb())
    local c = { tvb = tvb, e = len }
    if size ~= nil and (size < MIN_FRAME or size > MAX_FRAME) then
      root:add(F["kafka_mirror.len"], tvb:range(0, 4))
      local word = size < MIN_FRAME and "bad_frame_size" or "frame_too_large"
      guarded(c, root, function()
        fail(word, 0, string.format("frame size %d; stream not reassembled from here", size))
      end)
    elseif size == nil and len < tvb:reported_len() then
      guarded(c, root, function() fail("truncated", len, "frame size not captured") end)
    end
    local text = string.format("%d bytes not decoded (%s)", tvb:reported_len(),
      desync and "stream desynchronised" or "frame size not captured")
    if c.word then text = text .. " [" .. c.word .. "]" end
    info(pinfo, root, text)
    return
  end
  if request then
    if len < 12 then return pass_on(tvb, pinfo, tree, true) end
    local k, v, corr = tvb:range(4, 2):int(), tvb:range(6, 2):int(), tvb:range(8, 4):int()
    local msg = MESSAGES[k]
    if msg then return dissect_request(tvb, pinfo, tree, stream, msg) end
    if not pinfo.visited then
      -- Remembered so that a response to it is not taken for a mirror request's.
      local key = stream .. ":" .. corr
      requests[key] = requests[key] or {}
      table.insert(requests[key], { frame = pinfo.number, api_key = k, api_version = v,
        mirror = false })
    end
    local word, off, detail = suspect(tvb, true, k, v)
    if word then
      -- Not handed on, so Wireshark's Kafka dissector will not know the API of its
      -- response: remembered here, and said on the response (see pass_on).
      withheld[stream .. ":" .. corr .. ":" .. pinfo.number] = word
      return own_header(tvb, pinfo, tree, true, nil, { word, off, detail })
    end
    return pass_on(tvb, pinfo, tree, true, k, v)
  end
  if len < 8 then return pass_on(tvb, pinfo, tree, false) end
  local corr = tvb:range(4, 4):int()
  local rkey = stream .. ":" .. corr .. ":" .. pinfo.number
  local entry = responses[rkey]
  if entry == nil then
    -- The latest request with this id before this frame, if not answered yet.
    local found = false
    for _, r in ipairs(requests[stream .. ":" .. corr] or {}) do
      if r.frame < pinfo.number then found = r end
    end
    if found and found.resp and found.resp ~= pinfo.number then found = false end
    entry = found
    if not pinfo.visited then
      responses[rkey] = entry
      if entry then entry.resp = pinfo.number end
    end
  end
  if entry and entry.mirror then
    return dissect_response(tvb, pinfo, tree, entry, MESSAGES[entry.api_key])
  end
  if entry then return pass_on(tvb, pinfo, tree, false, entry.api_key, entry.api_version, entry) end
  return pass_on(tvb, pinfo, tree, false)
end

-- A TLS record header where a Kafka size field would be (content type 20-23, version 3.x:
-- a size above 335 MB, never a Kafka frame): TLS on a Kafka port, for the TLS dissector.
local function tls_record(tvb)
  if tvb:len() < 5 then return false end
  local t, major, minor = tvb:range(0, 1):uint(), tvb:range(1, 1):uint(), tvb:range(2, 1):uint()
  return t >= 20 and t <= 23 and major == 3 and minor <= 4
end

function proto.dissector(tvb, pinfo, tree)
  if requests == nil then proto.init() end
  add_layer(pinfo)  -- this call's own
  if pinfo.curr_proto ~= "TLS" and tls_record(tvb) and tls_handle then
    if layers(pinfo) >= LAYER_LIMIT then
      local root = tree:add(proto, tvb())
      root:add_tvb_expert_info(E.layer_limit, tvb:range(0, 1), string.format(
        "layer_limit@0: %d protocol layers of this plugin's in this packet: TLS not "
        .. "handed to Wireshark's TLS dissector", layers(pinfo)))
      return tvb:len()
    end
    add_layer(pinfo)
    -- A TLS record cut by the snap length makes the TLS dissector throw BoundsError:
    -- Wireshark 4.4's Dissector.call turns it into a Lua error, 4.0's lets it unwind
    -- through Lua.  So a cut segment goes over as a copy of the bytes captured (a read
    -- past them is then a ReportedBoundsError, a Lua error in both), and the call is
    -- guarded.
    local t = tvb
    if tvb:len() < tvb:reported_len() then t = tvb:bytes():tvb("TLS (cut by the snap length)") end
    pcall(tls_handle.call, tls_handle, t, pinfo, tree)
    return tvb:len()
  end
  segment_fragment = pinfo.can_desegment == 0
  together = {}
  dissect_tcp_pdus(tvb, tree, 4, get_len, dissect_frame, true)
  local mine = together
  together = {}
  hand_on_together(mine, pinfo, tree)
  return tvb:len()
end

apply_ports()
