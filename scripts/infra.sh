#!/usr/bin/env bash
# Local infrastructure for Nearbly: PostgreSQL, Redis and an Apache Kafka 4.x
# broker (single node, KRaft, jars from Maven Central; no Docker).
#
#   scripts/infra.sh up       start what is local and stopped, wait for all three,
#                             then print the URLs as shell lines (stdout)
#   scripts/infra.sh env      print the URLs only
#   scripts/infra.sh status   up/down for each; exit 0 only if all are up
#   scripts/infra.sh down     stop the Kafka broker this script started
#                             (PostgreSQL and Redis belong to the machine)
#   scripts/infra.sh kafka-libs  resolve the Kafka jars (once) and print their folder
#                             (tests start throw-away brokers from them)
#
# Overrides: DATABASE_BASE_URL, REDIS_URL, KAFKA_BROKERS (a caller-chosen server
# is only waited for, never started), KAFKA_PORT (9092), KAFKA_CONTROLLER_PORT
# (KAFKA_PORT+1), KAFKA_HEAP_OPTS, KAFKA_START_TIMEOUT (60), INFRA_WAIT_TIMEOUT (30).
#
# Progress goes to stderr, so `eval "$(scripts/infra.sh up)"` works.

# The single-quoted `bash -c` snippets below take "$1" etc. as arguments on purpose.
# shellcheck disable=SC2016
set -euo pipefail

SCRIPT_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
ROOT="$(cd "$SCRIPT_DIR/.." && pwd)"

KAFKA_SRC="$SCRIPT_DIR/kafka"          # committed: pom.xml, server.properties, log4j2 configs
KAFKA_HOME="$ROOT/.cache/kafka"        # git-ignored: jars, data, logs, pid
KAFKA_LIBS="$KAFKA_HOME/libs"
KAFKA_DATA="$KAFKA_HOME/data"
KAFKA_LOGS="$KAFKA_HOME/logs"
KAFKA_LOG="$KAFKA_LOGS/server.log"
KAFKA_CONF="$KAFKA_HOME/server.properties"
KAFKA_PIDFILE="$KAFKA_HOME/kafka.pid"
KAFKA_READY="$KAFKA_HOME/kafka.ready"  # holds the pid once a real client got an answer

KAFKA_PORT="${KAFKA_PORT:-9092}"
KAFKA_CONTROLLER_PORT="${KAFKA_CONTROLLER_PORT:-$((KAFKA_PORT + 1))}"
KAFKA_START_TIMEOUT="${KAFKA_START_TIMEOUT:-60}"
WAIT_TIMEOUT="${INFRA_WAIT_TIMEOUT:-30}"

LOCAL_DATABASE_URL="postgresql://postgres@127.0.0.1:5432"
LOCAL_REDIS_URL="redis://127.0.0.1:6379"
LOCAL_KAFKA_BROKERS="127.0.0.1:$KAFKA_PORT"

# A server is "ours to start" unless the caller pointed somewhere else.
# (A caller that exported the local default, e.g. from `infra.sh env`, still
# gets it started: that is the same server.)
is_external() {  # $1 = variable name, $2 = the local default
  [[ -n "${!1+x}" && "${!1//localhost/127.0.0.1}" != "$2" ]]
}
PG_EXTERNAL=0; REDIS_EXTERNAL=0; KAFKA_EXTERNAL=0
if is_external DATABASE_BASE_URL "$LOCAL_DATABASE_URL"; then PG_EXTERNAL=1; fi
if is_external REDIS_URL "$LOCAL_REDIS_URL"; then REDIS_EXTERNAL=1; fi
if is_external KAFKA_BROKERS "$LOCAL_KAFKA_BROKERS"; then KAFKA_EXTERNAL=1; fi

DATABASE_BASE_URL="${DATABASE_BASE_URL:-$LOCAL_DATABASE_URL}"
REDIS_URL="${REDIS_URL:-$LOCAL_REDIS_URL}"
KAFKA_BROKERS="${KAFKA_BROKERS:-$LOCAL_KAFKA_BROKERS}"

# ---------------------------------------------------------------- helpers

log() { printf 'infra: %s\n' "$*" >&2; }
die() { printf 'infra: ERROR: %s\n' "$*" >&2; exit 1; }

# Install Debian packages, only as root (a developer without root is told what to run).
install_pkgs() {
  if [[ "$(id -u)" != 0 ]] || ! command -v apt-get >/dev/null; then
    die "$* not installed; install with: sudo apt-get update && sudo apt-get install -y $*"
  fi
  log "installing $*: apt-get update && apt-get install -y $*"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2 || die "apt-get update failed"
  apt-get install -y -qq "$@" >&2 || die "apt-get install -y $* failed"
}

# "host port" from "scheme://user:pass@host:port/path?query" or "host:port";
# IPv6 hosts may be bracketed ([::1]:5432).
parse_hostport() {
  local s="$1" default_port="$2" host port
  s="${s#*://}"; s="${s%%[/?]*}"; s="${s##*@}"; s="${s%%,*}"
  if [[ "$s" == \[* ]]; then
    host="${s#\[}"; host="${host%%\]*}"; port="${s##*\]}"; port="${port#:}"
  elif [[ "$s" == *:* ]]; then
    host="${s%:*}"; port="${s##*:}"
  else
    host="$s"; port=""
  fi
  echo "${host:-127.0.0.1} ${port:-$default_port}"
}

# Is something accepting TCP connections? (bash's /dev/tcp: no extra tools, ~ms)
tcp_open() { timeout 2 bash -c 'exec 3<>"/dev/tcp/$1/$2"' _ "$1" "$2" 2>/dev/null; }

# Run "$@" until it succeeds or $1 seconds have passed.
wait_for() {
  local limit="$1"; shift
  local end=$((SECONDS + limit))
  until "$@"; do
    ((SECONDS < end)) || return 1
    sleep 0.5
  done
}

# Print NAME=value, shell-quoted only when the value needs it.
print_var() {
  if [[ "$2" =~ ^[A-Za-z0-9_./:@%+=,~\[\]-]*$ ]]; then
    printf '%s=%s\n' "$1" "$2"
  else
    printf '%s=%q\n' "$1" "$2"
  fi
}

print_env() {
  print_var DATABASE_BASE_URL "$DATABASE_BASE_URL"
  print_var REDIS_URL "$REDIS_URL"
  print_var KAFKA_BROKERS "$KAFKA_BROKERS"
}

# ---------------------------------------------------------------- PostgreSQL

read -r PG_HOST PG_PORT <<<"$(parse_hostport "$DATABASE_BASE_URL" 5432)"

pg_ready() {
  if command -v pg_isready >/dev/null; then
    pg_isready -q -h "$PG_HOST" -p "$PG_PORT" -t 2
  else
    tcp_open "$PG_HOST" "$PG_PORT"   # no client tools: an open port will do
  fi
}

# Newest Debian cluster version (/etc/postgresql/<ver>/main), empty if none.
pg_version() {
  find /etc/postgresql -mindepth 1 -maxdepth 1 -type d -printf '%f\n' 2>/dev/null | sort -V | tail -n1 || true
}

ensure_postgres() {
  pg_ready && return 0
  if ((PG_EXTERNAL)); then
    log "waiting for PostgreSQL at $PG_HOST:$PG_PORT (DATABASE_BASE_URL set by caller)"
    wait_for "$WAIT_TIMEOUT" pg_ready ||
      die "PostgreSQL did not answer on $PG_HOST:$PG_PORT within $WAIT_TIMEOUT s"
    return 0
  fi

  local fresh=0 ver
  ver="$(pg_version)"
  if [[ -z "$ver" ]]; then
    install_pkgs postgresql
    fresh=1
    ver="$(pg_version)"
    [[ -n "$ver" ]] || die "postgresql installed but no cluster under /etc/postgresql"
  fi
  if ((fresh)); then
    # The URL has no password: give local TCP logins trust auth, as on the dev/CI machines.
    log "setting trust auth for 127.0.0.1 and ::1 in /etc/postgresql/$ver/main/pg_hba.conf"
    sed -i -E 's#^(host[[:space:]]+all[[:space:]]+all[[:space:]]+(127\.0\.0\.1/32|::1/128)[[:space:]]+)[^[:space:]]+#\1trust#' \
      "/etc/postgresql/$ver/main/pg_hba.conf"
  fi
  log "starting PostgreSQL $ver: pg_ctlcluster --skip-systemctl-redirect $ver main start"
  pg_ctlcluster --skip-systemctl-redirect "$ver" main start </dev/null >&2 ||
    log "pg_ctlcluster start failed or the cluster was already running; waiting anyway"
  if ((fresh)); then
    pg_ctlcluster --skip-systemctl-redirect "$ver" main reload >&2 || true
  fi
  wait_for "$WAIT_TIMEOUT" pg_ready ||
    die "PostgreSQL did not answer on $PG_HOST:$PG_PORT within $WAIT_TIMEOUT s; see /var/log/postgresql/postgresql-$ver-main.log"
}

# ---------------------------------------------------------------- Redis

read -r REDIS_HOST REDIS_PORT <<<"$(parse_hostport "$REDIS_URL" 6379)"

redis_ready() {
  if command -v redis-cli >/dev/null; then
    [[ "$(timeout 3 redis-cli -u "$REDIS_URL" ping 2>/dev/null)" == PONG ]]
  else
    # No client tools: speak the protocol by hand (an auth error still means "up").
    timeout 3 bash -c 'exec 3<>"/dev/tcp/$1/$2" && printf "PING\r\n" >&3 && read -r l <&3 &&
      [[ $l == +PONG* || $l == -NOAUTH* ]]' _ "$REDIS_HOST" "$REDIS_PORT" 2>/dev/null
  fi
}

ensure_redis() {
  redis_ready && return 0
  if ((REDIS_EXTERNAL)); then
    log "waiting for Redis at $REDIS_URL (REDIS_URL set by caller)"
    wait_for "$WAIT_TIMEOUT" redis_ready ||
      die "Redis did not answer PING on $REDIS_HOST:$REDIS_PORT within $WAIT_TIMEOUT s"
    return 0
  fi

  command -v redis-server >/dev/null || install_pkgs redis-server
  # No persistence: tests flush what they need; nothing to recover on restart.
  log "starting Redis: redis-server --daemonize yes --port $REDIS_PORT (log /var/log/redis/ci.log)"
  mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
  redis-server --daemonize yes --bind 127.0.0.1 -::1 --port "$REDIS_PORT" --save "" \
    --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log </dev/null >&2 ||
    log "redis-server failed to start; waiting anyway"
  wait_for "$WAIT_TIMEOUT" redis_ready ||
    die "Redis did not answer PING on $REDIS_HOST:$REDIS_PORT within $WAIT_TIMEOUT s; see /var/log/redis/ci.log"
}

# ---------------------------------------------------------------- Kafka

# Any broker of the list accepting connections?
kafka_port_open() {
  local b host port
  IFS=',' read -ra brokers <<<"$KAFKA_BROKERS"
  for b in "${brokers[@]}"; do
    read -r host port <<<"$(parse_hostport "$b" 9092)"
    tcp_open "$host" "$port" && return 0
  done
  return 1
}

# Pid of the broker this script started, if that process is still it
# (after a reboot the pid file is stale and the number may belong to anyone).
kafka_pid() {
  local pid cmd
  [[ -f "$KAFKA_PIDFILE" ]] || return 1
  pid="$(<"$KAFKA_PIDFILE")"
  [[ "$pid" =~ ^[0-9]+$ && -r "/proc/$pid/cmdline" ]] || return 1
  cmd="$(tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null)" || return 1
  [[ "$cmd" == *"kafka.Kafka $KAFKA_CONF"* ]] || return 1
  echo "$pid"
}

libs_ok() {
  [[ -f "$KAFKA_LIBS/.pom.sha256" && "$(<"$KAFKA_LIBS/.pom.sha256")" == "$(pom_hash)" ]] &&
    compgen -G "$KAFKA_LIBS/kafka_2.13-*.jar" >/dev/null
}
pom_hash() { sha256sum "$KAFKA_SRC/pom.xml" | cut -d' ' -f1; }

# Resolve the jars with Maven, only when missing or the pom changed.
ensure_kafka_libs() {
  libs_ok && return 0
  command -v java >/dev/null || install_pkgs default-jre-headless
  command -v mvn >/dev/null || install_pkgs maven
  log "resolving Kafka jars from Maven Central into $KAFKA_LIBS (once per pom change)"
  local tmp="$KAFKA_HOME/libs.tmp.$$"
  rm -rf "$KAFKA_HOME"/libs.tmp.*   # leftovers of an interrupted run (we hold the lock)
  # Into a temp dir first: an interrupted download never looks complete.
  # (sed: Debian's mvn prints bare colour-reset codes even with -q -B.)
  if ! mvn -q -B -f "$KAFKA_SRC/pom.xml" dependency:copy-dependencies \
      -DincludeScope=runtime -DoutputDirectory="$tmp" 2>&1 |
      sed -e 's/\x1b\[[0-9;]*m//g' -e '/^[[:space:]]*$/d' >&2; then
    rm -rf "$tmp"
    die "mvn could not resolve the Kafka jars (scripts/kafka/pom.xml); see the Maven output above"
  fi
  pom_hash >"$tmp/.pom.sha256"
  rm -rf "$KAFKA_LIBS"
  mv "$tmp" "$KAFKA_LIBS"
}

# A Kafka command-line class from the cached jars, in a small fast-starting JVM.
KAFKA_TOOL=(java -Xmx256m -XX:+UseSerialGC -XX:TieredStopAtLevel=1 -Djava.awt.headless=true
  "-Dlog4j2.configurationFile=$KAFKA_SRC/tools-log4j2.properties" -cp "$KAFKA_LIBS/*")

# Ready = a real client completes an ApiVersions round trip with the broker.
kafka_api_ready() {
  timeout 20 "${KAFKA_TOOL[@]}" org.apache.kafka.tools.BrokerApiVersionsCommand \
    --bootstrap-server "$KAFKA_BROKERS" >/dev/null 2>&1
}

# The committed template plus the lines that depend on this checkout and the ports.
write_kafka_conf() {
  mkdir -p "$KAFKA_DATA" "$KAFKA_LOGS"
  {
    cat "$KAFKA_SRC/server.properties"
    echo
    echo "# ---- generated by scripts/infra.sh (later lines win) ----"
    echo "log.dirs=$KAFKA_DATA"
    echo "listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT,CONTROLLER://127.0.0.1:$KAFKA_CONTROLLER_PORT"
    echo "advertised.listeners=PLAINTEXT://127.0.0.1:$KAFKA_PORT"
    echo "controller.quorum.bootstrap.servers=127.0.0.1:$KAFKA_CONTROLLER_PORT"
  } >"$KAFKA_CONF.tmp"
  mv "$KAFKA_CONF.tmp" "$KAFKA_CONF"
}

# A random KRaft cluster id (16 bytes, base64url, like `kafka-storage random-uuid`)
# without paying for a JVM start; never starting with '-' (it would look like an option).
new_cluster_id() {
  local id
  while :; do
    id="$(head -c16 /dev/urandom | base64 | tr '+/' '-_' | tr -d '=\n')"
    [[ "$id" != -* ]] && break
  done
  echo "$id"
}

storage_format() {
  "${KAFKA_TOOL[@]}" kafka.tools.StorageTool format -t "$(new_cluster_id)" -c "$KAFKA_CONF" --standalone \
    >>"$KAFKA_LOGS/format.log" 2>&1
}

# Format the data dir once (KRaft needs meta.properties before the first start);
# if the dir is corrupt or from an incompatible version, wipe it and retry.
ensure_kafka_storage() {
  [[ -f "$KAFKA_DATA/meta.properties" ]] && return 0
  log "formatting Kafka storage in $KAFKA_DATA"
  : >"$KAFKA_LOGS/format.log"
  storage_format && return 0
  wipe_kafka_data "formatting failed"
  storage_format || die "Kafka storage format failed; see $KAFKA_LOGS/format.log"
}

wipe_kafka_data() {
  log "$1: wiping $KAFKA_DATA and formatting again"
  rm -rf "$KAFKA_DATA"
  mkdir -p "$KAFKA_DATA"
}

launch_kafka() {
  [[ -f "$KAFKA_LOG" ]] && mv -f "$KAFKA_LOG" "$KAFKA_LOG.prev"
  rm -f "$KAFKA_PIDFILE" "$KAFKA_READY"
  local heap="${KAFKA_HEAP_OPTS:--Xms256m -Xmx768m}"
  # -XX:-UsePerfData: no hsperfdata file, whose counters a JVM thread samples every 50 ms even when
  # the broker is idle (only jps/jstat read them; jstack and jcmd still attach).
  # shellcheck disable=SC2086  # $heap is a list of JVM flags
  set -- java $heap -XX:-UsePerfData -XX:+UseG1GC -XX:MaxGCPauseMillis=20 -XX:InitiatingHeapOccupancyPercent=35 \
    -XX:+ExplicitGCInvokesConcurrent -XX:+ExitOnOutOfMemoryError -Djava.awt.headless=true \
    -Dkafka.logs.dir="$KAFKA_LOGS" -Dlog4j2.configurationFile="$KAFKA_SRC/log4j2.properties" \
    -cp "$KAFKA_LIBS/*" kafka.Kafka "$KAFKA_CONF"
  log "starting Kafka on 127.0.0.1:$KAFKA_PORT (controller :$KAFKA_CONTROLLER_PORT), log $KAFKA_LOG"
  # setsid + nohup: its own session, so a Ctrl-C or hang-up in the terminal that ran
  # `npm start`/`npm test` does not reach it; it outlives this script until `down`.
  # The wrapper records its own pid, then execs java (same pid). Every inherited fd is
  # redirected or closed (9 = our lock) so `$(infra.sh up)` does not wait for it.
  setsid nohup bash -c 'echo $$ >"$0"; exec "$@"' "$KAFKA_PIDFILE" "$@" \
    </dev/null >"$KAFKA_LOG" 2>&1 9>&- &
  wait_for 10 test -s "$KAFKA_PIDFILE" || die "Kafka did not start; see $KAFKA_LOG"
}

# 0 = ready, 1 = timed out, 2 = the process died.
wait_kafka_started() {
  local end=$((SECONDS + KAFKA_START_TIMEOUT)) pid
  pid="$(<"$KAFKA_PIDFILE")"
  while ((SECONDS < end)); do
    [[ -d "/proc/$pid" ]] || return 2
    if kafka_port_open && kafka_api_ready; then
      echo "$pid" >"$KAFKA_READY"
      return 0
    fi
    sleep 1
  done
  return 1
}

kafka_fail() {
  if [[ -f "$KAFKA_LOG" ]]; then
    # The errors and their causes say more than the tail of a stack trace.
    local why
    why="$(grep -E '^\[[^]]*\] (ERROR|FATAL) |^Caused by: ' "$KAFKA_LOG" | tail -n 6 || true)"
    log "from $KAFKA_LOG:"
    printf '%s\n' "${why:-$(tail -n 15 "$KAFKA_LOG")}" >&2
  fi
  die "$1"
}

ensure_kafka() {
  local pid rc=0
  # Fast path: our broker is alive, was seen ready, and its port answers.
  if pid="$(kafka_pid)" && [[ -f "$KAFKA_READY" && "$(<"$KAFKA_READY")" == "$pid" ]] &&
     kafka_port_open; then
    return 0
  fi

  if ((KAFKA_EXTERNAL)); then
    log "waiting for Kafka at $KAFKA_BROKERS (KAFKA_BROKERS set by caller)"
    wait_for "$KAFKA_START_TIMEOUT" kafka_port_open ||
      die "Kafka did not answer on $KAFKA_BROKERS within $KAFKA_START_TIMEOUT s"
    return 0
  fi

  mkdir -p "$KAFKA_HOME"
  # One starter at a time (npm start and npm test may both call `up`).
  exec 9>"$KAFKA_HOME/.lock"
  flock -w 300 9 || die "another infra.sh held $KAFKA_HOME/.lock for 300 s"

  if pid="$(kafka_pid)"; then
    # Ours but not yet confirmed ready (just started by someone else, or a previous
    # `up` was interrupted): wait for it rather than starting another.
    log "Kafka (pid $pid) is running; waiting until it answers"
    ensure_kafka_libs
    wait_kafka_started || rc=$?
    ((rc == 0)) || kafka_fail "Kafka did not answer on $KAFKA_BROKERS within $KAFKA_START_TIMEOUT s; see $KAFKA_LOG"
    return 0
  fi

  if kafka_port_open; then
    # Someone else's broker (another checkout, a system service): use it.
    log "something already listens on $KAFKA_BROKERS; using it as the Kafka broker"
    if libs_ok; then
      wait_for "$KAFKA_START_TIMEOUT" kafka_api_ready ||
        die "the process on $KAFKA_BROKERS did not answer as a Kafka broker within $KAFKA_START_TIMEOUT s"
    fi
    return 0
  fi

  # The broker port is free (checked above); the controller port must be too.
  if tcp_open 127.0.0.1 "$KAFKA_CONTROLLER_PORT"; then
    die "port $KAFKA_CONTROLLER_PORT (Kafka controller) is taken by another process; free it or set KAFKA_CONTROLLER_PORT"
  fi

  ensure_kafka_libs
  write_kafka_conf
  local formatted_now=0
  [[ -f "$KAFKA_DATA/meta.properties" ]] || formatted_now=1
  ensure_kafka_storage
  launch_kafka
  wait_kafka_started || rc=$?

  # Died at once on existing data (corrupt / incompatible after a version bump)?
  # Dev data is disposable: wipe, format and try once more. Not for port clashes.
  if ((rc == 2 && !formatted_now)) && ! grep -qE 'BindException|Address already in use' "$KAFKA_LOG"; then
    cp -f "$KAFKA_LOG" "$KAFKA_LOGS/server.failed.log"
    wipe_kafka_data "Kafka exited on startup with the existing data (see $KAFKA_LOGS/server.failed.log)"
    ensure_kafka_storage
    launch_kafka
    rc=0
    wait_kafka_started || rc=$?
  fi

  case "$rc" in
    0) log "Kafka is ready on $KAFKA_BROKERS (pid $(<"$KAFKA_PIDFILE"))" ;;
    2) kafka_fail "Kafka exited during startup; see $KAFKA_LOG" ;;
    *) kafka_fail "Kafka did not answer on $KAFKA_BROKERS within $KAFKA_START_TIMEOUT s; see $KAFKA_LOG" ;;
  esac
}

pid_gone() { ! kill -0 "$1" 2>/dev/null; }

stop_kafka() {
  local pid
  mkdir -p "$KAFKA_HOME"
  exec 9>"$KAFKA_HOME/.lock"
  flock -w 120 9 || die "another infra.sh held $KAFKA_HOME/.lock for 120 s"
  if ! pid="$(kafka_pid)"; then
    log "Kafka: no broker started by this script is running"
    rm -f "$KAFKA_PIDFILE" "$KAFKA_READY"
    return 0
  fi
  log "stopping Kafka (pid $pid)"
  kill -TERM "$pid" 2>/dev/null || true
  # A controlled shutdown takes a few seconds; after 30 s stop waiting.
  if ! wait_for 30 pid_gone "$pid"; then
    log "Kafka did not exit within 30 s; sending SIGKILL"
    kill -KILL "$pid" 2>/dev/null || true
    wait_for 5 pid_gone "$pid" || die "could not kill Kafka (pid $pid)"
  fi
  rm -f "$KAFKA_PIDFILE" "$KAFKA_READY"
  log "Kafka stopped"
}

# ---------------------------------------------------------------- commands

status() {
  local all=0 state pid
  if pg_ready; then state=up; else state=down; all=1; fi
  printf '%-10s %-5s %s\n' postgres "$state" "$DATABASE_BASE_URL"
  if redis_ready; then state=up; else state=down; all=1; fi
  printf '%-10s %-5s %s\n' redis "$state" "$REDIS_URL"
  if kafka_port_open; then state=up; else state=down; all=1; fi
  local note=""
  if pid="$(kafka_pid)"; then note=" (pid $pid, started by infra.sh)"; fi
  printf '%-10s %-5s %s%s\n' kafka "$state" "$KAFKA_BROKERS" "$note"
  return "$all"
}

case "${1:-}" in
  up)
    ensure_postgres
    ensure_redis
    ensure_kafka
    print_env
    ;;
  env) print_env ;;
  status) status ;;
  down) stop_kafka ;;
  kafka-libs)
    mkdir -p "$KAFKA_HOME"
    exec 9>"$KAFKA_HOME/.lock"
    flock -w 300 9 || die "another infra.sh held $KAFKA_HOME/.lock for 300 s"
    ensure_kafka_libs
    echo "$KAFKA_LIBS"
    ;;
  *)
    echo "usage: $0 up|down|status|env|kafka-libs" >&2
    exit 2
    ;;
esac
