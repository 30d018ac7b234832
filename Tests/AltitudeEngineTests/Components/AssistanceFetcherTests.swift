import Testing

@testable import AltitudeEngine

@Suite("AssistanceFetcher: idle, in flight, waiting to retry, retry never due, key rejected")
struct AssistanceFetcherTests {
    private static let configuration = EngineConfiguration()

    private static func flight(_ id: UInt64, timeout: UInt64? = 9) -> AssistanceFetcher.InFlightFetch {
        AssistanceFetcher.InFlightFetch(
            requestID: id,
            location: NNLocation(
                latitudeDegrees: 47, longitudeDegrees: 8, horizontalAccuracyMeters: 3,
                timestampNanoseconds: 0),
            timeoutToken: timeout.map { ScheduledActionToken(rawValue: $0) })
    }

    @Test("a request, then its reply: idle again, and the backoff starts over")
    func replyFinishesFlight() {
        var fetcher = AssistanceFetcher()
        #expect(fetcher.canSend && !fetcher.isBusy)
        fetcher.sent(Self.flight(1))
        #expect(!fetcher.canSend && fetcher.isBusy && fetcher.inFlight?.requestID == 1)
        let finished = fetcher.finish(requestID: 1)
        #expect(finished?.requestID == 1 && fetcher.canSend)
        fetcher.delivered(status: .delivered)
        #expect(fetcher.lastServiceStatus == .delivered && fetcher.retryAttempt == 0 && !fetcher.connectionLost)
    }

    @Test("a reply for a stale request id is not the one in flight")
    func staleReply() {
        var fetcher = AssistanceFetcher()
        fetcher.sent(Self.flight(2))
        let stale = fetcher.finish(requestID: 1)
        #expect(stale == nil && fetcher.inFlight?.requestID == 2)
        var idle = AssistanceFetcher()
        let none = idle.finish(requestID: 2)
        #expect(none == nil && idle.canSend)
    }

    @Test("failures back off exponentially up to the maximum; a retry that fires makes it idle")
    func backoff() {
        var fetcher = AssistanceFetcher()
        var delays: [Int64] = []
        for _ in 0..<12 {
            delays.append(fetcher.failed(.timeout, configuration: Self.configuration))
            fetcher.retryScheduled(ScheduledActionToken(rawValue: 5))
            #expect(fetcher.isBusy && !fetcher.canSend && fetcher.connectionLost)
            fetcher.retryFired()
        }
        #expect(delays.first == Self.configuration.retryInitialBackoffNanoseconds)
        #expect(delays.last == Self.configuration.retryMaximumBackoffNanoseconds)
        #expect(zip(delays, delays.dropFirst()).allSatisfy { $0 <= $1 })
        #expect(fetcher.canSend && fetcher.retryAttempt == 12)
    }

    @Test("a retry due after the end of time: nothing can be sent until a stop, and nothing is busy")
    func retryNeverDue() {
        var fetcher = AssistanceFetcher()
        _ = fetcher.failed(.other, configuration: Self.configuration)
        fetcher.retryScheduled(nil)
        #expect(!fetcher.canSend && !fetcher.isBusy && fetcher.lastServiceStatus == .generalFailure)
        fetcher.retryFired()
        #expect(!fetcher.canSend)
        let timers = fetcher.stop()
        #expect(timers.isEmpty && fetcher.canSend)
    }

    @Test("a rejected key blocks requests through a stop, until a restart")
    func keyRejected() {
        var fetcher = AssistanceFetcher()
        fetcher.rejectKey()
        #expect(
            fetcher.keyRejected && !fetcher.canSend && !fetcher.isBusy && fetcher.lastServiceStatus == .invalidAPIKey)
        _ = fetcher.stop()
        #expect(fetcher.keyRejected && fetcher.lastServiceStatus == nil)
        fetcher.restart()
        #expect(!fetcher.keyRejected && fetcher.canSend)
    }

    @Test("stop returns the timeout or retry timer to cancel and forgets the cache")
    func stopCancels() {
        var fetcher = AssistanceFetcher()
        fetcher.sent(Self.flight(1, timeout: 4))
        let flightTimers = fetcher.stop()
        #expect(flightTimers == [ScheduledActionToken(rawValue: 4)] && fetcher.canSend)
        _ = fetcher.failed(.unreachable, configuration: Self.configuration)
        fetcher.retryScheduled(ScheduledActionToken(rawValue: 6))
        let retryTimers = fetcher.stop()
        #expect(retryTimers == [ScheduledActionToken(rawValue: 6)] && fetcher.retryAttempt == 0 && fetcher.cache == nil)
        #expect(fetcher.lastFailure == nil)
    }
}
